reset
$D0 << EOD
20 1.191935 1.0158070000000001 1.3271030000000001
100 5.963775 5.341183 6.389759
EOD
$D1 << EOD
20 1.814527 1.556479 1.966079
100 9.863166999999999 9.502718999999999 10.682367000000001
EOD
$D2 << EOD
20 1.273855 1.122303 1.441791
100 6.6027510000000005 6.193150999999999 7.143422999999999
EOD
$D3 << EOD
20 1.9169269999999998 1.794047 2.473983
100 11.042815000000001 9.764863 11.141119
EOD
$D4 << EOD
20 1.4049269999999998 1.236991 1.531903
100 7.241727 6.422527 7.995391
EOD
$D5 << EOD
20 2.301951 1.720319 2.441215
100 10.813439 9.568254999999999 11.993087
EOD
$D6 << EOD
20 1.417215 1.359871 1.548287
100 7.651327 6.553599 8.028159
EOD
$D7 << EOD
20 2.3183350000000003 2.244607 3.342335
100 11.173887 9.764863 11.796479
EOD
$D8 << EOD
20 26.476543000000003 24.510463 27.000830999999998
EOD
$D9 << EOD
20 37.169545 36.973046000000004 37.228456
EOD
$D10 << EOD
20 35.389438999999996 31.457279 44.826623
EOD
$D11 << EOD
20 55.031771 39.407463 57.325274
EOD
$D12 << EOD
20 0.978943 0.9666549999999999 1.036287
100 5.603327 4.849663 6.062079
EOD
$D13 << EOD
20 1.212415 1.1960309999999998 1.351679
100 7.864319 7.176191 7.897087000000001
EOD
$D14 << EOD
20 1.761279 1.605631 2.359295
100 11.141119 10.551295 12.845055
EOD
$D15 << EOD
20 3.244031 3.2112629999999998 3.932159
100 21.898229 17.299361 23.968231
EOD
$D16 << EOD
20 1.323007 1.269759 1.4335989999999998
100 8.978431 7.634943 9.502718999999999
EOD
$D17 << EOD
20 1.9824629999999999 1.728511 2.834431
100 11.862015 11.272191000000001 13.893631
EOD
$D18 << EOD
20 1.966079 1.933311 2.039807
100 11.730943 9.109503 12.255231
EOD
$D19 << EOD
20 2.785279 2.5067510000000004 3.0310390000000003
100 15.995776 13.500415 19.418385999999998
EOD
$D20 << EOD
20 4.653055 4.653055 4.849663
100 23.068671 16.252927 25.952255
EOD
$D21 << EOD
20 6.193150999999999 5.832703 6.946815
100 25.852705999999998 20.290823 29.359034
EOD
$D22 << EOD
20 0.987135 0.9625589999999999 1.245183
100 4.947966999999999 4.227071 5.537791
EOD
$D23 << EOD
20 1.302527 1.220607 1.5728630000000001
100 8.388607 5.603327 10.289151
EOD
$D24 << EOD
20 2.195455 1.9005429999999999 2.375679
100 9.175039 8.716287 9.961471
EOD
$D25 << EOD
20 3.9649270000000003 2.949119 4.0796149999999995
100 15.597567 15.204351 17.390662
EOD
$D26 << EOD
20 1.417215 1.236991 1.507327
100 8.110078999999999 7.864319 9.306111000000001
EOD
$D27 << EOD
20 1.789951 1.769471 2.293759
100 11.042815000000001 10.223615 12.320767
EOD
$D28 << EOD
20 1.929215 1.5728630000000001 2.1135349999999997
100 10.747903 10.354687 11.632639
EOD
$D29 << EOD
20 2.826239 2.211839 3.457023
100 14.990986000000001 13.678499 17.020077
EOD
$D30 << EOD
20 4.390911 4.194303 4.685823
100 22.151167 18.743295 25.559039000000002
EOD
$D31 << EOD
20 6.324223 5.505023 6.488063
100 31.884421 21.184479 32.208639
EOD
$D32 << EOD
20 44.040191 44.040191 44.302335
EOD
$D33 << EOD
20 51.860062 48.130055 51.866875
EOD
$D34 << EOD
20 0.6015993749999999
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
set yrange [0.48127949999999997:114.650548]
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
set yrange [0.48127949999999997:114.650548]
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
