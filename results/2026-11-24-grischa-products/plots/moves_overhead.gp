reset
$D0 << EOD
20 0.593919 0.561151 0.655359
100 2.3920630000000003 2.179071 2.785279
1024 37.224447 33.292286999999995 41.41875099999999
EOD
$D1 << EOD
20 0.716799 0.6717430000000001 0.8151029999999999
100 3.555327 2.5067510000000004 4.390911
1024 47.185919 45.088767 55.050239000000005
EOD
$D2 << EOD
20 0.626687 0.614399 0.6717430000000001
100 2.752511 2.0971509999999998 3.0965749999999996
1024 33.816575 32.505855 40.894463
EOD
$D3 << EOD
20 0.7618550000000001 0.741375 0.872447
100 3.9813110000000003 2.949119 4.751359000000001
1024 47.710207000000004 40.632319 54.001663
EOD
$D4 << EOD
20 12.845055 12.124158999999999 14.548991
100 327.155711 289.406975 373.293055
EOD
$D5 << EOD
20 22.151167 21.233663 23.068671
100 389.35551899999996 341.833604 447.025353
EOD
$D6 << EOD
20 17.301503 16.449535 20.709375
100 411.04179100000005 392.167423 465.567743
EOD
$D7 << EOD
20 24.379391 22.544383000000003 29.229055
100 426.254565 407.224761 491.332641
EOD
$D8 << EOD
20 0.581631 0.403455 0.634879
100 2.424831 2.359295 2.949119
1024 24.248319 22.675455000000003 29.097983
EOD
$D9 << EOD
20 0.6758390000000001 0.6389750000000001 0.708607
100 2.719743 2.670591 4.259839
1024 31.195134999999997 27.787263 35.651583
EOD
$D10 << EOD
20 0.835583 0.8028150000000001 0.954367
100 3.948543 3.129343 4.325375
1024 47.185919 44.826623 54.788095
EOD
$D11 << EOD
20 1.400831 1.253375 1.638399
100 6.291455 4.751359000000001 7.7004790000000005
1024 61.865983 59.506687 84.410367
EOD
$D12 << EOD
20 0.684031 0.663551 0.6881269999999999
100 3.522559 3.0474229999999998 3.7027829999999997
1024 35.913727 32.767999 40.370175
EOD
$D13 << EOD
20 0.8069109999999999 0.7946230000000001 0.9175030000000001
100 4.177919 3.522559 4.489215
1024 46.923775 44.302335 50.593790999999996
EOD
$D14 << EOD
20 0.827391 0.6881269999999999 0.868351
100 4.0468470000000005 3.768319 4.456447
1024 54.263807 44.826623 56.623103
EOD
$D15 << EOD
20 0.987135 0.9215990000000001 1.0813430000000002
100 5.079039 4.751359000000001 6.062079
1024 65.273855 57.671679 70.254591
EOD
$D16 << EOD
20 0.5693429999999999 0.518143 0.6758390000000001
100 1.966079 1.843199 2.441215
1024 28.704767 25.952255 32.374783
EOD
$D17 << EOD
20 0.651263 0.6062069999999999 0.860159
100 3.145727 2.080767 3.5717109999999996
1024 42.467327 38.797311 52.690943
EOD
$D18 << EOD
20 0.540671 0.528383 0.589823
100 2.162687 1.957887 2.768895
1024 26.869759 25.559039000000002 33.816575
EOD
$D19 << EOD
20 0.630783 0.610303 0.786431
100 3.424255 3.0474229999999998 4.194303
1024 41.680895 36.175871 65.273855
EOD
$D20 << EOD
20 44.040191 44.040191 44.040191
100 100.13900699999999 91.226111 118.489087
EOD
$D21 << EOD
20 44.302335 44.154204 45.088767
100 148.176612 120.06195100000001 157.83607500000002
EOD
$D22 << EOD
1024 0.252159375
EOD
$D23 << EOD
1024 0.252159375
EOD
$D24 << EOD
1024 0.252159375
EOD
$D25 << EOD
20 0.252159375
100 0.252159375
1024 0.252159375
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
set yrange [0.2017275:982.665282]
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
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "redis pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "redis pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "mqtt pubsub p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "mqtt pubsub p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "zmq router p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "zmq router p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "czmq router p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "czmq router p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "nanomsg survey p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "nanomsg survey p99", \
     $D22 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub p50: failed", \
     $D23 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub p50: failed", \
     $D24 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#44AA99" title "nanomsg survey p50: failed", \
     $D25 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#117733" title "nng survey p50: failed"
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
set yrange [0.2017275:982.665282]
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
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "redis pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "redis pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "mqtt pubsub p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "mqtt pubsub p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "zmq router p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "zmq router p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "czmq router p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "czmq router p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "nanomsg survey p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "nanomsg survey p99", \
     $D22 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub p50: failed", \
     $D23 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub p50: failed", \
     $D24 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#44AA99" title "nanomsg survey p50: failed", \
     $D25 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#117733" title "nng survey p50: failed"
unset multiplot
set output
