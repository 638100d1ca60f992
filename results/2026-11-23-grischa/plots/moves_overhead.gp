reset
$D0 << EOD
20 1.073151 0.978943 1.228799
100 5.406719 4.5219830000000005 5.406719
1024 62.390271 52.166655 84.410367
EOD
$D1 << EOD
20 3.145727 2.7361269999999998 3.768319
100 18.087935 15.269887 49.28307100000001
1024 89.40303200000001 80.054477 126.78569999999999
EOD
$D2 << EOD
20 1.204223 1.179647 1.376255
100 4.8824309999999995 4.358143 5.931006999999999
1024 66.060287 54.525951 70.254591
EOD
$D3 << EOD
20 3.194879 2.539519 3.555327
100 18.743295 15.925246999999999 30.146559
1024 92.718423 74.757995 101.199567
EOD
$D4 << EOD
20 19.922943 13.762559 47.185919
100 530.5794549999999 482.34495899999996 570.425343
EOD
$D5 << EOD
20 40.328882 39.060651 76.72105400000001
100 603.360278 579.393975 603.723373
EOD
$D6 << EOD
20 26.738687000000002 22.020095 30.801919
100 599.785471 484.44211099999995 708.837375
EOD
$D7 << EOD
20 50.914925000000004 30.806009 160.879726
100 623.5736999999999 621.934667 780.097564
EOD
$D8 << EOD
20 0.634879 0.522239 0.647167
100 3.5880949999999996 3.325951 4.095999
1024 40.108031000000004 35.389438999999996 42.729471
EOD
$D9 << EOD
20 4.063231 1.581055 6.717439000000001
100 20.054015 11.599870999999998 23.068671
1024 51.315341000000004 44.605875 57.93163
EOD
$D10 << EOD
20 1.146879 0.991231 1.1960309999999998
100 4.259839 3.260415 5.275647
1024 60.817406999999996 57.933823 73.92460700000001
EOD
$D11 << EOD
20 7.372799 4.456447 40.370175
100 14.811135 13.697023 15.663103
1024 94.054056 81.259481 249.025724
EOD
$D12 << EOD
20 1.253375 1.073151 1.269759
100 4.063231 3.5880949999999996 4.1123829999999995
1024 60.817406999999996 60.817406999999996 86.507519
EOD
$D13 << EOD
20 16.515071 9.043967 17.694719
100 11.862015 6.946815 15.335423
1024 91.72018 68.274352 164.03974100000002
EOD
$D14 << EOD
20 44.302335 44.040191 51.380223
100 140.50918299999998 139.46060699999998 213.909503
EOD
$D15 << EOD
20 48.249866000000004 44.191841999999994 94.660004
100 206.51593599999998 203.167603 348.518067
EOD
$D16 << EOD
1024 0.21119937499999997
EOD
$D17 << EOD
1024 0.21119937499999997
EOD
$D18 << EOD
1024 0.21119937499999997
EOD
$D19 << EOD
20 0.21119937499999997
100 0.21119937499999997
1024 0.21119937499999997
EOD
$D20 << EOD
20 1.040383 0.864255 1.044479
100 3.457023 3.112959 3.850239
1024 57.409535000000005 51.642367 94.37183900000001
EOD
$D21 << EOD
20 4.0468470000000005 3.866623 5.7999350000000005
100 7.340031 6.914046999999999 8.781823000000001
1024 104.503609 57.877485 132.34421
EOD
$D22 << EOD
20 1.011711 0.884735 2.023423
100 3.899391 3.735551 5.013503
1024 58.195966999999996 51.380223 99.614719
EOD
$D23 << EOD
20 2.818047 1.531903 4.554751
100 9.633790999999999 7.962623 16.318463
1024 88.602715 67.30233 105.401631
EOD
$D24 << EOD
20 16.318463 13.697023 17.563647
100 367.001599 291.504127 375.390207
EOD
$D25 << EOD
20 45.743994 23.069272 47.381952
100 392.73150400000003 344.467238 409.43876
EOD
$D26 << EOD
20 15.663103 13.238271000000001 15.859710999999999
100 312.475647 310.378495 316.669951
EOD
$D27 << EOD
20 39.932705999999996 32.672835 85.01244899999999
100 340.512208 318.662741 340.634524
EOD
$D28 << EOD
20 0.350207 0.33791899999999997 0.360447
100 2.080767 1.8104310000000001 2.277375
1024 33.030142999999995 27.131902999999998 44.564479
EOD
$D29 << EOD
20 1.011711 0.720895 2.555903
100 13.041663 2.9982710000000004 35.389438999999996
1024 81.865936 40.49018 81.96505
EOD
$D30 << EOD
20 0.9175030000000001 0.851967 1.638399
100 3.817471 3.3587190000000002 5.177343
1024 58.982399 46.137343 76.546047
EOD
$D31 << EOD
20 3.194879 3.0638069999999997 33.816575
100 14.352383 11.141119 44.564479
1024 84.001339 72.740227 93.459164
EOD
$D32 << EOD
20 0.970751 0.860159 1.523711
100 4.456447 3.604479 4.751359000000001
1024 52.166655 50.331647 71.303167
EOD
$D33 << EOD
20 3.932159 3.227647 22.937599
100 11.796479 7.569407 38.010879
1024 150.705869 69.246219 180.899901
EOD
$D34 << EOD
20 5.537791 4.587519 11.993087
100 135.26630300000002 123.731967 238.026751
EOD
$D35 << EOD
20 20.185087 9.240575000000002 35.63354
100 154.891771 137.351485 278.973124
EOD
$D36 << EOD
1024 0.21119937499999997
EOD
$D37 << EOD
1024 0.21119937499999997
EOD
$D38 << EOD
1024 0.21119937499999997
EOD
$D39 << EOD
20 0.21119937499999997
100 0.21119937499999997
1024 0.21119937499999997
EOD
set terminal pngcairo noenhanced size 1240,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,2 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.16895949999999998:1560.195128]
set xrange [14.285714285714286:1433.6]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "zmq router p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "zmq router p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "czmq router p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "czmq router p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nanomsg survey p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nanomsg survey p99", \
     $D16 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub p50: failed", \
     $D17 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub p50: failed", \
     $D18 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#F0E442" title "nanomsg survey p50: failed", \
     $D19 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#999999" title "nng survey p50: failed"
set title "IPC" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "zmq router p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "zmq router p99", \
     $D32 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "czmq router p50", \
     $D33 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "czmq router p99", \
     $D34 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nanomsg survey p50", \
     $D35 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nanomsg survey p99", \
     $D36 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub p50: failed", \
     $D37 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub p50: failed", \
     $D38 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#F0E442" title "nanomsg survey p50: failed", \
     $D39 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#999999" title "nng survey p50: failed"
unset multiplot
set output
set terminal svg noenhanced size 1240,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,2 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.16895949999999998:1560.195128]
set xrange [14.285714285714286:1433.6]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "zmq router p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "zmq router p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "czmq router p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "czmq router p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nanomsg survey p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nanomsg survey p99", \
     $D16 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub p50: failed", \
     $D17 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub p50: failed", \
     $D18 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#F0E442" title "nanomsg survey p50: failed", \
     $D19 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#999999" title "nng survey p50: failed"
set title "IPC" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "zmq router p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "zmq router p99", \
     $D32 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "czmq router p50", \
     $D33 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "czmq router p99", \
     $D34 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nanomsg survey p50", \
     $D35 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nanomsg survey p99", \
     $D36 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub p50: failed", \
     $D37 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub p50: failed", \
     $D38 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#F0E442" title "nanomsg survey p50: failed", \
     $D39 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#999999" title "nng survey p50: failed"
unset multiplot
set output
