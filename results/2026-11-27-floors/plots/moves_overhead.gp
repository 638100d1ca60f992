reset
$D0 << EOD
20 0.352255 0.346111 0.40140699999999996
100 1.343487 1.310719 1.351679
1024 17.694719 17.170431 17.825791000000002
4096 103.809023 100.663295 103.809023
EOD
$D1 << EOD
20 0.503807 0.491519 0.518143
100 1.8104310000000001 1.785855 1.990655
1024 21.889023 21.102591 22.282239
4096 169.139549 143.626095 219.370172
EOD
$D2 << EOD
20 0.37273500000000004 0.358399 0.405503
100 1.703935 1.703935 1.720319
1024 17.432575 17.170431 17.825791000000002
4096 100.663295 92.79897500000001 119.013375
EOD
$D3 << EOD
20 0.577535 0.557055 0.6062069999999999
100 1.9742709999999999 1.941503 3.620863
1024 23.068671 22.151167 24.641535
4096 203.4772 135.26630300000002 240.359682
EOD
$D4 << EOD
20 0.38911900000000005 0.356351 0.417791
100 1.409023 1.392639 1.474559
1024 21.889023 21.495807 24.641535
EOD
$D5 << EOD
20 0.509951 0.507903 0.5734389999999999
100 2.342911 2.015231 3.325951
1024 29.753343 29.491199 31.981567
EOD
$D6 << EOD
20 0.391167 0.385023 0.421887
100 1.441791 1.4335989999999998 1.466367
1024 24.510463 22.937599 26.214399
EOD
$D7 << EOD
20 0.528383 0.5201910000000001 0.626687
100 2.0725749999999996 2.039807 2.080767
1024 31.588351 29.884415 33.423359
EOD
$D8 << EOD
20 0.327679 0.319487 0.33996699999999996
100 1.114111 1.114111 1.1304949999999998
1024 10.878975 10.616831 11.206655000000001
4096 65.011711 59.506687 67.633151
EOD
$D9 << EOD
20 0.45670299999999997 0.417791 0.528383
100 1.5646710000000001 1.5646710000000001 1.6302070000000002
1024 12.910591 12.124158999999999 13.762559
4096 96.46899099999999 90.701823 97.517567
EOD
$D10 << EOD
20 0.333823 0.307199 0.354303
100 1.171455 1.0977270000000001 1.1960309999999998
1024 10.485759 10.223615 11.075583
4096 65.273855 53.739519 71.827455
EOD
$D11 << EOD
20 0.47718299999999997 0.436223 0.5017590000000001
100 1.744895 1.687551 1.777663
1024 12.451839 11.468799 12.582911
4096 85.983231 83.886079 99.090431
EOD
$D12 << EOD
20 0.362495 0.356351 0.37273500000000004
100 1.261567 1.236991 1.310719
1024 14.548991 13.762559 15.400959
4096 109.57619100000001 93.84755100000001 113.770495
EOD
$D13 << EOD
20 0.5488630000000001 0.536575 0.5734389999999999
100 1.687551 1.581055 1.720319
1024 16.711679 15.990782999999999 18.743295
4096 129.185124 121.634815 142.60585500000002
EOD
$D14 << EOD
20 0.497663 0.46284699999999995 0.552959
100 2.047999 2.047999 2.244607
1024 18.874367 17.694719 19.660799
EOD
$D15 << EOD
20 0.909311 0.770047 1.064959
100 4.751359000000001 3.9649270000000003 5.177343
1024 44.564479 42.467327 45.088767
EOD
$D16 << EOD
20 0.352255 0.346111 0.378879
100 1.286143 1.236991 1.310719
1024 14.811135 14.221311 15.269887
4096 114.819071 114.294783 119.013375
EOD
$D17 << EOD
20 0.532479 0.522239 0.581631
100 1.695743 1.695743 1.761279
1024 17.825791000000002 17.170431 18.219007
4096 149.05550200000002 147.64651 155.216821
EOD
$D18 << EOD
20 0.491519 0.446463 0.514047
100 2.1299189999999997 2.0561909999999997 4.325375
1024 16.908287 16.580607 20.971519
EOD
$D19 << EOD
20 1.146879 0.868351 1.155071
100 3.4897910000000003 3.4734070000000004 12.713983
1024 31.830461 31.064062999999997 47.448063000000005
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024, "4096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.1535995:480.719364]
set xrange [14.285714285714286:5734.4]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "raw@uring pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "raw@uring pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "redis pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "redis pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "redis reply p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "redis reply p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "nats reply p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "nats reply p99"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024, "4096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.1535995:480.719364]
set xrange [14.285714285714286:5734.4]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "raw@uring pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "raw@uring pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "redis pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "redis pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "redis reply p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "redis reply p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "nats reply p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "nats reply p99"
unset multiplot
set output
