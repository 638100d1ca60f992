reset
$D0 << EOD
20 0.626687 0.602111 0.733183
100 2.473983 2.064383 3.0310390000000003
1024 39.059455 35.127295 51.380223
EOD
$D1 << EOD
20 0.778239 0.737279 0.864255
100 3.9813110000000003 2.9982710000000004 5.996543
1024 50.331647 44.564479 66.322431
EOD
$D2 << EOD
20 0.618495 0.614399 0.770047
100 2.424831 2.277375 3.0965749999999996
1024 43.515903 36.175871 46.923775
EOD
$D3 << EOD
20 0.8806390000000001 0.6881269999999999 1.056767
100 4.030463 3.620863 5.341183
1024 56.360959 49.020927 58.195966999999996
EOD
$D4 << EOD
20 13.434879 13.041663 16.121855
100 358.61299099999997 320.864255 373.293055
EOD
$D5 << EOD
20 24.641535 19.922943 28.442623
100 441.689942 420.375827 459.513414
EOD
$D6 << EOD
20 18.219007 17.432575 21.233663
100 417.333247 390.070271 473.95635100000004
EOD
$D7 << EOD
20 25.034751 24.772607 30.146559
100 445.658771 422.587819 505.126153
EOD
$D8 << EOD
20 0.5652469999999999 0.43417500000000003 0.6389750000000001
100 2.5067510000000004 2.441215 2.916351
1024 28.311550999999998 26.869759 32.505855
EOD
$D9 << EOD
20 0.704511 0.622591 0.8437749999999999
100 2.949119 2.818047 3.4897910000000003
1024 35.651583 32.112639 39.059455
EOD
$D10 << EOD
20 0.9625589999999999 0.839679 1.114111
100 3.801087 3.342335 4.292607
1024 57.671679 47.185919 62.128127
EOD
$D11 << EOD
20 1.826815 1.212415 2.195455
100 5.668863 5.439487 7.012351
1024 88.080383 68.157439 94.37183900000001
EOD
$D12 << EOD
20 0.6676470000000001 0.634879 0.770047
100 3.0965749999999996 2.981887 3.555327
1024 41.943039 36.438015 45.613055
EOD
$D13 << EOD
20 0.8110069999999999 0.774143 1.007615
100 3.653631 3.4897910000000003 4.095999
1024 47.710207000000004 43.778047 56.885247
EOD
$D14 << EOD
20 0.851967 0.819199 1.0158070000000001
100 3.899391 3.440639 4.751359000000001
1024 53.477375 47.972351 61.865983
EOD
$D15 << EOD
20 1.023999 0.9338869999999999 1.146879
100 5.603327 4.325375 7.045119
1024 69.730303 57.671679 76.546047
EOD
$D16 << EOD
20 0.8806390000000001 0.823295 0.978943
100 4.5219830000000005 3.391487 4.554751
1024 49.807359 44.826623 59.506687
EOD
$D17 << EOD
20 1.589247 1.236991 1.6220150000000002
100 7.438335 5.636095 7.569407
1024 79.69177499999999 63.438847 93.32326300000001
EOD
$D18 << EOD
20 0.708607 0.6676470000000001 0.765951
100 3.522559 3.0638069999999997 3.653631
1024 47.448063000000005 35.651583 53.739519
EOD
$D19 << EOD
20 0.946175 0.8478709999999999 0.954367
100 4.227071 3.4897910000000003 4.620287
1024 59.506687 43.515903 74.973183
EOD
$D20 << EOD
20 0.872447 0.8069109999999999 1.011711
100 4.177919 3.719167 4.8824309999999995
1024 50.855934999999995 42.467327 60.555263
EOD
$D21 << EOD
20 1.0813430000000002 0.946175 1.220607
100 5.898238999999999 5.079039 7.438335
1024 67.633151 52.953087 74.973183
EOD
$D22 << EOD
20 0.618495 0.552959 0.712703
100 2.047999 1.761279 2.5722869999999998
1024 34.603007 29.360127000000002 35.913727
EOD
$D23 << EOD
20 0.8028150000000001 0.651263 0.864255
100 3.375103 2.007039 4.227071
1024 48.758783 42.467327 63.700991
EOD
$D24 << EOD
20 0.647167 0.618495 0.655359
100 2.637823 2.0561909999999997 3.325951
1024 34.865151 29.753343 35.913727
EOD
$D25 << EOD
20 0.770047 0.720895 0.860159
100 4.227071 3.276799 5.013503
1024 46.399487 39.583743000000005 48.496639
EOD
$D26 << EOD
20 44.040191 44.040191 44.040191
100 118.489087 86.507519 121.634815
EOD
$D27 << EOD
20 44.302335 44.302335 45.088767
100 175.84224700000001 116.391935 187.403332
EOD
$D28 << EOD
1024 0.271359375
EOD
$D29 << EOD
1024 0.271359375
EOD
$D30 << EOD
1024 0.271359375
EOD
$D31 << EOD
20 0.271359375
100 0.271359375
1024 0.271359375
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
set yrange [0.21708750000000002:1010.252306]
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
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "nats reply p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "nats reply p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis reply p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "redis reply p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "zmq router p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#117733" title "zmq router p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "czmq router p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "czmq router p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p99", \
     $D28 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub p50: failed", \
     $D29 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub p50: failed", \
     $D30 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#E69F00" title "nanomsg survey p50: failed", \
     $D31 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
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
set yrange [0.21708750000000002:1010.252306]
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
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "nats reply p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "nats reply p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis reply p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "redis reply p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "zmq router p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#117733" title "zmq router p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "czmq router p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "czmq router p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p99", \
     $D28 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub p50: failed", \
     $D29 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub p50: failed", \
     $D30 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#E69F00" title "nanomsg survey p50: failed", \
     $D31 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
unset multiplot
set output
