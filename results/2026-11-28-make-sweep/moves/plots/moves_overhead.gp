reset
$D0 << EOD
20 1.343487 1.277951 1.638399
100 7.766015 7.225343 8.077311
EOD
$D1 << EOD
20 3.9649270000000003 1.687551 4.751359000000001
100 14.778367 12.909064 15.532031000000002
EOD
$D2 << EOD
20 1.351679 1.265663 1.511423
100 7.995391 7.208959 8.781823000000001
EOD
$D3 << EOD
20 2.891775 2.1872629999999997 4.087807
100 13.369343 12.255231 15.761406999999998
EOD
$D4 << EOD
20 1.3639670000000002 1.310719 1.449983
100 8.847359 8.290303 9.437183000000001
EOD
$D5 << EOD
20 2.703359 2.383871 4.366335
100 13.893631 12.713983 18.024161
EOD
$D6 << EOD
20 1.605631 1.531903 2.015231
100 9.142271000000001 8.568831 10.289151
EOD
$D7 << EOD
20 2.981887 2.244607 7.176191
100 15.269887 14.090239 19.636435000000002
EOD
$D8 << EOD
20 26.083327 25.427967 26.214399
EOD
$D9 << EOD
20 38.966035000000005 34.113713000000004 39.75796
EOD
$D10 << EOD
20 43.253758999999995 41.41875099999999 55.836671
EOD
$D11 << EOD
20 58.4215 51.248504999999994 71.370381
EOD
$D12 << EOD
20 1.056767 1.028095 1.1182070000000002
100 6.635519 6.029311 7.225343
EOD
$D13 << EOD
20 2.1135349999999997 1.3557750000000002 3.022847
100 11.829246999999999 10.387455 15.007743
EOD
$D14 << EOD
20 2.007039 1.581055 3.0801909999999997
100 11.468799 10.813439 13.369343
EOD
$D15 << EOD
20 4.292607 3.4897910000000003 6.422527
100 19.39932 18.337879 22.125364
EOD
$D16 << EOD
20 1.798143 1.6793589999999998 1.851391
100 10.256383 9.961471 10.977279000000001
EOD
$D17 << EOD
20 3.178495 2.4084470000000002 6.668287
100 19.196745 14.004901 24.26125
EOD
$D18 << EOD
20 1.9005429999999999 1.4991349999999999 2.473983
100 13.762559 12.976127 14.352383
EOD
$D19 << EOD
20 3.391487 2.424831 4.456447
100 20.500196 19.584077 26.555875
EOD
$D20 << EOD
20 4.259839 3.883007 4.947966999999999
100 25.427967 24.248319 28.049407
EOD
$D21 << EOD
20 6.389759 5.177343 10.878975
100 27.691215 26.370957999999998 30.994851999999998
EOD
$D22 << EOD
20 1.056767 0.974847 1.220607
100 6.127615 5.832703 6.651903
EOD
$D23 << EOD
20 1.761279 1.409023 2.514943
100 10.518527 9.535487 12.943359000000001
EOD
$D24 << EOD
20 2.080767 1.589247 3.309567
100 11.993087 11.075583 13.107199000000001
EOD
$D25 << EOD
20 3.3587190000000002 2.5722869999999998 6.225919
100 23.978521 21.317308 25.928929
EOD
$D26 << EOD
20 1.511423 1.441791 1.6302070000000002
100 10.125311 9.633790999999999 10.911743
EOD
$D27 << EOD
20 3.481599 2.0971509999999998 4.980734999999999
100 15.283455 13.303807 19.653196
EOD
$D28 << EOD
20 1.785855 1.6302070000000002 2.1299189999999997
100 13.959166999999999 13.434879 13.959166999999999
EOD
$D29 << EOD
20 3.5061750000000003 2.342911 3.899391
100 21.70229 21.043314 22.742893
EOD
$D30 << EOD
20 5.406719 4.5219830000000005 5.603327
100 24.248319 23.855103 28.180479
EOD
$D31 << EOD
20 7.372799 6.914046999999999 12.124158999999999
100 36.283313 29.05852 39.004708
EOD
$D32 << EOD
20 44.302335 44.302335 44.302335
EOD
$D33 << EOD
20 48.225765 48.077888 51.937487999999995
EOD
$D34 << EOD
20 0.6092793750000001
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.4874235:142.740762]
set xrange [14.285714285714286:140.0]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nng pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "nng pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "redis pubsub p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "redis pubsub p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "mqtt pubsub p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "mqtt pubsub p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "rabbitmq pubsub p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "rabbitmq pubsub p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "raw@uring pubsub p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#117733" title "raw@uring pubsub p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "nats reply p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "nats reply p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "redis reply p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "redis reply p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "mqtt reply p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "mqtt reply p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "rabbitmq reply p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "rabbitmq reply p99", \
     $D32 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg survey p50", \
     $D33 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg survey p99", \
     $D34 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#D55E00" title "nng survey p50: failed"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.4874235:142.740762]
set xrange [14.285714285714286:140.0]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nng pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "nng pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "redis pubsub p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "redis pubsub p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "mqtt pubsub p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "mqtt pubsub p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "rabbitmq pubsub p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "rabbitmq pubsub p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "raw@uring pubsub p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#117733" title "raw@uring pubsub p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "nats reply p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "nats reply p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "redis reply p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "redis reply p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "mqtt reply p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "mqtt reply p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "rabbitmq reply p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "rabbitmq reply p99", \
     $D32 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg survey p50", \
     $D33 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg survey p99", \
     $D34 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#D55E00" title "nng survey p50: failed"
unset multiplot
set output
