reset
$D0 << EOD
100 3.0932 2.98575 3.42941
1024 42.044290000000004 40.80281 44.7451
EOD
$D1 << EOD
100 2.9242399999999997 2.8777199999999996 3.31596
1024 38.53933 38.446760000000005 41.82283
EOD
$D2 << EOD
100 4.019699999999999 3.3587800000000003 4.06415
1024 50.61641 50.208580000000005 56.59185
EOD
$D3 << EOD
100 4.531770000000001 4.16343 4.53533
1024 62.52996 62.28555 66.08216
EOD
$D4 << EOD
100 4.06919 4.06815 4.44852
1024 54.53521 54.338449999999995 57.65375
EOD
$D5 << EOD
100 4.74275 4.52688 5.06309
1024 62.329989999999995 61.06395 66.62125999999999
EOD
$D6 << EOD
100 4.70615 4.2125200000000005 4.74529
1024 66.68575 65.51822 69.34936
EOD
$D7 << EOD
100 7.45001 5.3455 7.45357
1024 79.35147 72.5198 80.09197999999999
EOD
$D8 << EOD
100 6.3486400000000005 6.13896 6.828600000000001
1024 74.78227000000001 74.18003999999999 78.71880999999999
EOD
$D9 << EOD
100 6.39372 6.29133 7.38776
1024 84.1842 78.7102 86.51329
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "1,024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.4388599999999998:173.02658]
set xrange [71.42857142857143:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "raw@uring pubsub", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub"
unset multiplot
set output
set terminal svg noenhanced size 900,560 dynamic font 'sans,10' background '#ffffff'
set output "broker_cost.svg"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "1,024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.4388599999999998:173.02658]
set xrange [71.42857142857143:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "raw@uring pubsub", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub"
unset multiplot
set output
