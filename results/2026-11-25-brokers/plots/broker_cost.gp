reset
$D0 << EOD
100 1.70293 1.70197 1.7038900000000001
1024 21.709265 20.05294 23.36559
4096 110.34727000000001 107.17797 113.51657
EOD
$D1 << EOD
100 1.737995 1.72791 1.7480799999999999
1024 27.56575 27.33461 27.796889999999998
4096 114.020465 113.39256 114.64837
EOD
$D2 << EOD
100 2.1035399999999997 2.09505 2.1120300000000003
1024 21.185629999999996 18.31194 24.05932
4096 113.441985 111.68705 115.19691999999999
EOD
$D3 << EOD
100 1.9030349999999998 1.88577 1.9203
1024 29.50387 28.21344 30.7943
4096 118.405615 115.8059 121.00533
EOD
$D4 << EOD
100 49.603795 47.93231 51.27528
EOD
$D5 << EOD
100 24.365440000000003 23.43936 25.291520000000002
EOD
$D6 << EOD
100 162.985615 149.88075 176.09048
EOD
$D7 << EOD
100 1.856415 1.70081 2.01202
1024 20.61807 19.4612 21.774939999999997
4096 80.031675 79.98375 80.0796
EOD
$D8 << EOD
100 2.78924 2.77998 2.7985
1024 35.96586 33.38218 38.54954
4096 133.23146 126.67945 139.78347
EOD
$D9 << EOD
100 2.7738599999999995 2.77066 2.77706
1024 31.91393 30.11766 33.7102
4096 136.362405 131.15285999999998 141.57195000000002
EOD
$D10 << EOD
100 2.30666 2.09212 2.5212
1024 25.074355 25.00654 25.142169999999997
4096 119.72756 116.03684 123.41828
EOD
$D11 << EOD
100 2.0853 2.06644 2.10416
1024 26.350675000000003 25.464380000000002 27.23697
4096 119.85514500000001 110.79457000000001 128.91572
EOD
$D12 << EOD
100 3.30854 3.3028299999999997 3.31425
1024 40.00229 39.594190000000005 40.41039
4096 152.580385 143.16214000000002 161.99863
EOD
$D13 << EOD
100 3.155905 2.94626 3.3655500000000003
1024 34.27943 34.20891 34.34995
4096 162.28721 159.52306 165.05136
EOD
$D14 << EOD
1024 1.06300625
4096 1.06300625
EOD
$D15 << EOD
1024 1.06300625
4096 1.06300625
EOD
$D16 << EOD
1024 1.06300625
4096 1.06300625
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "1,024" 1024, "4,096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.850405:352.18096]
set xrange [71.42857142857143:5734.4]
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
     $D14 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D15 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D16 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed"
unset multiplot
set output
set terminal svg noenhanced size 900,560 dynamic font 'sans,10' background '#ffffff'
set output "broker_cost.svg"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "1,024" 1024, "4,096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.850405:352.18096]
set xrange [71.42857142857143:5734.4]
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
     $D14 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D15 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D16 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed"
unset multiplot
set output
