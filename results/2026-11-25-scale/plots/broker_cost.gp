reset
$D0 << EOD
20 0.38349 0.37941 0.39773000000000003
100 1.74928 1.69298 2.08579
1024 20.683919999999997 19.04212 20.976020000000002
4096 113.48194000000001 110.90253999999999 115.84048
EOD
$D1 << EOD
20 0.38581 0.35814 0.40793
100 1.89921 1.75694 2.07933
1024 29.41875 26.7151 31.803759999999997
4096 114.31508 113.66901 123.42994
EOD
$D2 << EOD
20 0.43067 0.40238999999999997 0.45033
100 2.0938499999999998 2.06665 2.13529
1024 18.871959999999998 18.82894 21.23132
4096 116.32954 110.89461999999999 125.7806
EOD
$D3 << EOD
20 0.37116000000000005 0.35960000000000003 0.45139999999999997
100 1.8951500000000001 1.7539 1.9534200000000002
1024 28.214119999999998 26.96984 28.56787
4096 119.69078 115.84805 121.60435000000001
EOD
$D4 << EOD
20 2.75728 2.70819 3.1198699999999997
100 48.32485 47.852599999999995 51.643080000000005
EOD
$D5 << EOD
20 1.7906900000000001 1.77081 2.06339
100 27.043080000000003 23.685389999999998 28.668
EOD
$D6 << EOD
20 6.9301 6.9263900000000005 7.11812
100 156.54748999999998 151.17272 174.07298
EOD
$D7 << EOD
20 3.41638 3.31686 3.4643800000000002
EOD
$D8 << EOD
20 0.37899 0.37722 0.37921
100 1.71126 1.68646 1.7443
1024 19.65902 19.65773 20.22057
4096 79.29704 78.07010000000001 80.23471
EOD
$D9 << EOD
20 0.6432599999999999 0.6237 0.65044
100 2.8207600000000004 2.7124 2.85843
1024 34.40099 31.713759999999997 34.98837
4096 142.31485 141.93028 142.38507
EOD
$D10 << EOD
20 0.61593 0.61154 0.6174400000000001
100 2.95623 2.7921300000000002 3.3704099999999997
1024 28.07694 27.98337 29.28202
4096 133.11981 125.41891 147.42367000000002
EOD
$D11 << EOD
20 0.46254 0.41964 0.48069
100 2.54472 2.06749 3.46297
1024 24.594459999999998 24.32894 30.032619999999998
4096 120.57497000000001 114.02076 123.42041
EOD
$D12 << EOD
20 0.43313999999999997 0.42857999999999996 0.45144
100 2.09577 2.08562 2.5852399999999998
1024 26.74618 25.6462 27.30095
4096 121.88733 113.97887 125.10405
EOD
$D13 << EOD
20 0.69204 0.68853 0.69429
100 3.39981 3.06093 3.84309
1024 39.25723 35.666779999999996 39.26217
4096 155.59374 153.66806 169.25356
EOD
$D14 << EOD
20 0.70372 0.63724 0.7785
100 3.22106 3.11464 3.37657
1024 34.981790000000004 34.19692 36.02086
4096 175.65786 166.75688 178.59951
EOD
$D15 << EOD
1024 0.22383750000000002
4096 0.22383750000000002
EOD
$D16 << EOD
1024 0.22383750000000002
4096 0.22383750000000002
EOD
$D17 << EOD
1024 0.22383750000000002
4096 0.22383750000000002
EOD
$D18 << EOD
100 0.22383750000000002
1024 0.22383750000000002
4096 0.22383750000000002
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("20" 20, "100" 100, "1,024" 1024, "4,096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.17907:357.19902]
set xrange [14.285714285714286:5734.4]
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
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng survey", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D15 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D16 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D17 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed", \
     $D18 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
set terminal svg noenhanced size 900,560 dynamic font 'sans,10' background '#ffffff'
set output "broker_cost.svg"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("20" 20, "100" 100, "1,024" 1024, "4,096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.17907:357.19902]
set xrange [14.285714285714286:5734.4]
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
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng survey", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D15 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D16 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D17 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed", \
     $D18 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
