reset
$D0 << EOD
20 0.6159450000000001 0.50427 0.67413
100 3.023565 2.5914699999999997 3.35918
EOD
$D1 << EOD
20 0.7573150000000001 0.6843899999999999 0.81336
100 3.9937150000000003 3.40015 4.42632
EOD
$D2 << EOD
20 0.70436 0.58993 0.7720499999999999
100 3.233285 2.9796199999999997 3.60716
EOD
$D3 << EOD
20 0.765875 0.72587 0.79207
100 4.0177950000000004 3.4311 4.20851
EOD
$D4 << EOD
20 10.29995 10.28285 10.87602
EOD
$D5 << EOD
20 3.9775 3.9445300000000003 4.0783000000000005
EOD
$D6 << EOD
20 16.27125 13.20488 18.46992
EOD
$D7 << EOD
20 0.65024 0.6216 0.67365
100 3.30447 3.2405 3.75006
EOD
$D8 << EOD
20 1.22174 0.99586 1.63123
100 7.33691 6.71998 8.75601
EOD
$D9 << EOD
20 1.51229 1.26827 1.5695999999999999
100 6.2156 5.74015 6.76321
EOD
$D10 << EOD
20 0.87172 0.79641 0.9419299999999999
100 5.388109999999999 5.09045 5.92449
EOD
$D11 << EOD
20 0.96877 0.9169700000000001 1.06169
100 5.199085 4.94641 5.68
EOD
$D12 << EOD
20 1.35948 1.3535 1.51526
100 8.275129999999999 6.37497 8.404459999999998
EOD
$D13 << EOD
20 1.4535349999999998 1.06279 1.51496
100 7.07524 6.82662 7.72682
EOD
$D14 << EOD
20 6.18972 6.17342 6.5288900000000005
100 31.640400000000003 22.533630000000002 35.9171
EOD
$D15 << EOD
20 5.7461899999999995 5.73445 6.21171
100 31.46891 25.981360000000002 35.8873
EOD
$D16 << EOD
20 0.58168 0.4919 0.5993099999999999
100 2.12547 1.8106 2.37243
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.24595:71.8342]
set xrange [14.285714285714286:140.0]
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
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.24595:71.8342]
set xrange [14.285714285714286:140.0]
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
