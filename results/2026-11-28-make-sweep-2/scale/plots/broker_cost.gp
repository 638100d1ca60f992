reset
$D0 << EOD
100 3.5731400000000004 3.2909699999999997 3.7319899999999997
512 25.42529 22.737830000000002 25.84226
EOD
$D1 << EOD
100 4.55484 4.00312 4.93106
256 12.39607 10.37448 13.13359
512 26.549509999999998 24.7323 30.24028
EOD
$D2 << EOD
100 4.608555 4.04862 4.98571
256 10.144115 9.58778 11.225370000000002
512 23.88529 21.80824 24.12518
EOD
$D3 << EOD
100 4.75654 4.28907 4.9796700000000005
256 12.817785 11.78934 13.091764999999999
512 26.31475 26.08146 30.39547
EOD
$D4 << EOD
100 98.05510000000001 88.90696000000001 100.61950999999999
EOD
$D5 << EOD
100 39.01688 38.73043 44.11468
EOD
$D6 << EOD
100 286.54146999999995 268.53735 372.43888
EOD
$D7 << EOD
100 3.0517399999999997 2.98151 3.43812
512 16.34356 14.90148 18.684669999999997
EOD
$D8 << EOD
100 7.2301400000000005 7.0965 7.53846
256 18.01803 14.141 19.6707
EOD
$D9 << EOD
100 6.34208 5.13605 6.49625
256 15.799370000000001 12.96391 17.994139999999998
EOD
$D10 << EOD
100 4.58716 4.531689999999999 4.9749300000000005
256 13.591099999999999 10.971639999999999 13.961459999999999
512 25.78829 21.55275 26.612389999999998
EOD
$D11 << EOD
100 4.9648 4.50379 5.3902
256 12.3293 10.834670000000001 13.023370000000002
512 25.11452 24.68184 29.784779999999998
EOD
$D12 << EOD
100 6.647819999999999 6.48309 8.23525
256 18.73819 17.46485 20.29128
EOD
$D13 << EOD
100 6.36167 6.16412 6.50124
256 19.69938 15.81836 21.42289
EOD
$D14 << EOD
100 25.87907 23.79514 28.062240000000003
EOD
$D15 << EOD
100 23.861159999999998 18.968259999999997 24.43459
EOD
$D16 << EOD
100 3.10352 2.8104899999999997 3.19932
512 18.11142 16.93225 19.23291
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "256" 256, "512" 512) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.4052449999999999:744.87776]
set xrange [71.42857142857143:716.8]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq pubsub", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq reply", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw@uring pubsub"
unset multiplot
set output
set terminal svg noenhanced size 900,560 dynamic font 'sans,10' background '#ffffff'
set output "broker_cost.svg"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "256" 256, "512" 512) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.4052449999999999:744.87776]
set xrange [71.42857142857143:716.8]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq pubsub", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq reply", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw@uring pubsub"
unset multiplot
set output
