reset
$D0 << EOD
100 4.358143 3.768319 4.833279
512 29.229055 25.427967 30.015487
EOD
$D1 << EOD
100 6.803327 6.406709 8.684611
512 39.621855000000004 38.416404 41.793538999999996
EOD
$D2 << EOD
100 5.947391 5.701631 6.291455
256 13.139967 11.665407 14.024702999999999
512 27.394046999999997 26.869759 31.981567
EOD
$D3 << EOD
100 7.146476 6.634265 11.202074
256 17.52752 16.607944 21.327878000000002
512 40.236178 39.205424 46.769944
EOD
$D4 << EOD
100 5.701631 4.915198999999999 6.717439000000001
256 15.368191000000001 14.090239 17.432575
512 31.981567 30.539775000000002 35.389438999999996
EOD
$D5 << EOD
100 8.948004999999998 7.110268 10.764793
256 19.189692 17.817624 22.301254
512 38.3558 35.503218999999994 44.64128
EOD
$D6 << EOD
100 6.111231 5.570559 6.422527
256 16.973823 16.646143 18.087935
512 36.175871 34.865151 44.302335
EOD
$D7 << EOD
100 8.786047 7.837872999999999 9.675279
256 20.349222 19.259608 24.45834
512 43.151165999999996 40.996953999999995 47.761374
EOD
$D8 << EOD
100 100.663295 95.94470299999999 105.906175
EOD
$D9 << EOD
100 111.707337 107.627484 158.477712
EOD
$D10 << EOD
100 289.406975 252.706815 375.390207
EOD
$D11 << EOD
100 376.415793 301.84214299999996 392.515625
EOD
$D12 << EOD
100 3.538943 3.424255 3.948543
512 23.461886999999997 18.743295 25.559039000000002
EOD
$D13 << EOD
100 6.8304030000000004 4.156547 7.200858
512 32.067153 25.631901999999997 32.11347
EOD
$D14 << EOD
100 8.585215 8.323071 9.240575000000002
256 22.020095 17.301503 22.937599
EOD
$D15 << EOD
100 13.763148 13.149456 14.46791
256 33.497116 28.336133999999998 36.490831
EOD
$D16 << EOD
100 5.2101109999999995 5.013503 5.2101109999999995
256 14.680063 14.417919 15.859710999999999
512 33.030142999999995 32.767999 35.389438999999996
EOD
$D17 << EOD
100 6.78625 6.2085159999999995 6.837606
256 18.486628 16.658659 21.252346000000003
512 36.458361 34.747481 38.420702
EOD
$D18 << EOD
100 8.716287 7.372799 8.781823000000001
256 20.054015 19.791871 21.364735
EOD
$D19 << EOD
100 10.74717 8.601745000000001 11.337829
256 22.883266 21.750351 31.338997
EOD
$D20 << EOD
100 25.690111 25.427967 28.180479
EOD
$D21 << EOD
100 31.117492 30.802440999999998 46.004377999999996
EOD
$D22 << EOD
100 3.6863989999999998 3.0801909999999997 4.554751
512 27.394046999999997 26.607615000000003 28.180479
EOD
$D23 << EOD
100 5.441207 4.967768 8.663091
512 32.59816 31.605237000000002 32.847798000000004
EOD
$D24 << EOD
100 7.569407 6.848511 7.831551
256 19.267583 13.697023 20.054015
EOD
$D25 << EOD
100 12.464572 9.714995 12.857669
256 29.321113 22.715161 31.552929
EOD
$D26 << EOD
100 5.603327 4.947966999999999 5.767167000000001
256 14.811135 12.976127 15.728639
512 29.097983 27.787263 30.801919
EOD
$D27 << EOD
100 6.894832999999999 6.7972 7.862108
256 19.414990000000003 19.13287 21.276041
512 36.135295 32.447807 38.353205
EOD
$D28 << EOD
100 6.651903 6.389759 7.372799
256 20.185087 17.039359 20.971519
EOD
$D29 << EOD
100 8.821448 7.509567 9.314172000000001
256 24.530035 19.098727 25.914823000000002
EOD
$D30 << EOD
100 22.544383000000003 18.481151 23.592959
EOD
$D31 << EOD
100 32.388016 28.842484 41.80977
EOD
$D32 << EOD
100 51.380223 51.118078999999994 52.166655
EOD
$D33 << EOD
100 82.89545 82.253135 91.65455100000001
EOD
$D34 << EOD
100 111.411199 105.381887 117.440511
EOD
$D35 << EOD
100 115.39625199999999 108.995961 121.796543
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "256" 256, "512" 512) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.5400954999999998:785.03125]
set xrange [71.42857142857143:716.8]
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
     $D34 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nng survey p50", \
     $D35 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "nng survey p99"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "256" 256, "512" 512) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.5400954999999998:785.03125]
set xrange [71.42857142857143:716.8]
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
     $D34 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nng survey p50", \
     $D35 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "nng survey p99"
unset multiplot
set output
