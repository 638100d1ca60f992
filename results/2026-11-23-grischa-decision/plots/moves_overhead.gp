reset
$D0 << EOD
20 0.684031 0.614399 0.946175
100 2.932735 2.162687 3.801087
1024 44.826623 43.253758999999995 47.448063000000005
EOD
$D1 << EOD
20 0.864255 0.786431 4.489215
100 5.013503 2.932735 5.898238999999999
1024 58.982399 56.623103 61.079551
EOD
$D2 << EOD
20 0.700415 0.663551 0.7618550000000001
100 3.0965749999999996 2.441215 3.6863989999999998
1024 43.778047 43.253758999999995 50.855934999999995
EOD
$D3 << EOD
20 0.909311 0.782335 4.194303
100 5.341183 3.375103 6.062079
1024 56.885247 54.001663 67.633151
EOD
$D4 << EOD
20 14.090239 13.369343 16.318463
100 371.195903 339.738623 446.693375
EOD
$D5 << EOD
20 26.214399 22.282239 29.229055
100 470.505288 392.402715 526.964242
EOD
$D6 << EOD
20 19.660799 18.481151 22.282239
100 450.887679 432.013311 545.259519
EOD
$D7 << EOD
20 31.195134999999997 25.427967 33.161215
100 517.089757 487.68824 594.479019
EOD
$D8 << EOD
20 0.593919 0.532479 0.6758390000000001
100 2.703359 2.424831 3.145727
1024 32.767999 30.015487 36.438015
EOD
$D9 << EOD
20 0.704511 0.700415 0.8028150000000001
100 3.768319 2.801663 4.128767
1024 38.797311 35.651583 49.28307100000001
EOD
$D10 << EOD
20 0.634879 0.5652469999999999 0.8028150000000001
100 2.326527 1.990655 3.375103
1024 38.797311 32.767999 42.991614999999996
EOD
$D11 << EOD
20 1.138687 0.6389750000000001 2.719743
100 4.1123829999999995 2.932735 8.978431
1024 54.525951 46.137343 64.225279
EOD
$D12 << EOD
20 0.618495 0.552959 0.745471
100 2.5231350000000003 2.1299189999999997 3.0965749999999996
1024 37.224447 30.670847000000002 42.729471
EOD
$D13 << EOD
20 0.741375 0.708607 0.9134070000000001
100 4.456447 3.5880949999999996 5.111807
1024 52.428799 45.613055 57.147391000000006
EOD
$D14 << EOD
20 44.040191 44.040191 44.040191
100 121.110527 99.090431 153.092095
EOD
$D15 << EOD
20 45.350911 44.302335 48.234495
100 180.07445800000002 116.391935 218.48998600000002
EOD
$D16 << EOD
1024 0.332799375
EOD
$D17 << EOD
1024 0.332799375
EOD
$D18 << EOD
1024 0.332799375
EOD
$D19 << EOD
20 0.332799375
100 0.332799375
1024 0.332799375
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.2662395:1188.958038]
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
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.2662395:1188.958038]
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
unset multiplot
set output
