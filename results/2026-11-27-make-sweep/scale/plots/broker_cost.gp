reset
$D0 << EOD
100 1.14129 1.07103 1.16146
1024 14.680369999999998 14.38614 15.04474
2048 37.09128 36.98356 38.42304
EOD
$D1 << EOD
100 1.13107 1.04078 1.17345
1024 21.05773 20.68468 25.31708
EOD
$D2 << EOD
100 1.2590999999999999 1.21434 1.2673699999999999
1024 14.85688 14.45593 15.15745
2048 36.71643 36.326730000000005 39.46314
EOD
$D3 << EOD
100 1.13597 1.10603 1.13706
1024 21.706229999999998 21.63442 23.40286
EOD
$D4 << EOD
100 34.29505 33.900949999999995 37.57654
EOD
$D5 << EOD
100 26.09234 25.7913 27.45041
EOD
$D6 << EOD
100 75.78497 71.01307000000001 86.20785000000001
EOD
$D7 << EOD
100 0.94757 0.9218 0.9728300000000001
2048 21.89189 21.37159 22.046830000000003
EOD
$D8 << EOD
100 2.00729 1.95574 2.18918
1024 23.2851 21.393 25.57975
EOD
$D9 << EOD
100 1.8724 1.86619 1.9769
1024 18.445259999999998 17.78598 18.78761
EOD
$D10 << EOD
100 1.26346 1.2317799999999999 1.29445
1024 15.675945 14.82254 17.74129
EOD
$D11 << EOD
100 1.3080399999999999 1.24607 1.31933
1024 16.611605 15.53464 17.71263
EOD
$D12 << EOD
100 1.8403 1.8238299999999998 1.9043299999999999
1024 21.95429 21.70034 23.94284
EOD
$D13 << EOD
100 1.82145 1.6983599999999999 1.84301
1024 21.34351 19.64048 21.727
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "1,024" 1024, "2,048" 2048) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.4609:172.41570000000002]
set xrange [71.42857142857143:2867.2]
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
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply"
unset multiplot
set output
set terminal svg noenhanced size 900,560 dynamic font 'sans,10' background '#ffffff'
set output "broker_cost.svg"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "1,024" 1024, "2,048" 2048) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.4609:172.41570000000002]
set xrange [71.42857142857143:2867.2]
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
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply"
unset multiplot
set output
