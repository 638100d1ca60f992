reset
$D0 << EOD
100 1.523711 1.4254069999999999 1.695743
1024 19.267583 18.350079 19.791871
2048 46.661631 43.515903 46.923775
EOD
$D1 << EOD
100 2.055505 1.97282 2.2572010000000002
1024 23.115535 21.767042 24.478097
2048 60.737671 59.928424 66.542487
EOD
$D2 << EOD
100 1.802239 1.794047 1.802239
1024 18.350079 17.563647 19.267583
2048 48.234495 47.185919 52.953087
EOD
$D3 << EOD
100 2.2418270000000002 2.020207 2.5293069999999997
1024 24.675617 22.594596000000003 27.498444
2048 60.140569000000006 54.74718 65.16144200000001
EOD
$D4 << EOD
100 1.5646710000000001 1.482751 1.638399
1024 27.656191 26.738687000000002 31.981567
EOD
$D5 << EOD
100 2.314658 2.144491 2.460727
1024 34.561144999999996 31.066876 39.24812
EOD
$D6 << EOD
100 1.605631 1.605631 1.720319
1024 29.229055 28.442623 30.932991
EOD
$D7 << EOD
100 2.50061 2.276936 2.951442
1024 34.315816 32.588108 39.410889000000005
EOD
$D8 << EOD
100 35.651583 35.127295 38.797311
EOD
$D9 << EOD
100 39.679068 38.186158999999996 43.225763
EOD
$D10 << EOD
100 84.93465499999999 82.837503 88.604671
EOD
$D11 << EOD
100 89.551057 85.700295 104.39922100000001
EOD
$D12 << EOD
100 1.286143 1.220607 1.302527
2048 30.015487 29.884415 30.932991
EOD
$D13 << EOD
100 1.923076 1.698683 2.066779
2048 48.552125 38.20607 51.696674
EOD
$D14 << EOD
100 2.342911 2.293759 2.6050549999999997
1024 25.165823 23.461886999999997 26.738687000000002
EOD
$D15 << EOD
100 5.6892380000000005 5.279308 6.155461
1024 51.880629 37.54296 60.15319
EOD
$D16 << EOD
100 1.400831 1.368063 1.482751
1024 17.367039000000002 16.646143 19.660799
EOD
$D17 << EOD
100 1.839627 1.829256 2.2015749999999996
1024 29.832850999999998 24.501481 33.947728000000005
EOD
$D18 << EOD
100 2.0971509999999998 2.023423 2.1135349999999997
1024 24.510463 23.199742999999998 25.821183
EOD
$D19 << EOD
100 2.918428 2.4870880000000004 8.283237
1024 27.575237 26.859288 52.824381
EOD
$D20 << EOD
100 2.326527 2.211839 2.375679
1024 20.316159 19.529726999999998 20.447231
EOD
$D21 << EOD
100 4.510648 3.83476 5.227229
1024 32.517638 31.562417 36.204207000000004
EOD
$D22 << EOD
100 1.507327 1.392639 1.507327
1024 18.415615000000003 17.563647 18.874367
EOD
$D23 << EOD
100 1.889777 1.8838979999999999 6.8291450000000005
1024 27.043514 22.050276999999998 29.880084999999998
EOD
$D24 << EOD
100 2.0971509999999998 1.9824629999999999 2.0971509999999998
1024 23.330814999999998 21.233663 23.461886999999997
EOD
$D25 << EOD
100 2.994422 2.936439 3.25952
1024 26.792841 23.999883999999998 39.697388
EOD
$D26 << EOD
100 47.972351 47.972351 47.972351
EOD
$D27 << EOD
100 52.016689 48.120863 52.018614
EOD
$D28 << EOD
100 0.762879375
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "1024" 1024, "2048" 2048) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.6103035:208.79844200000002]
set xrange [71.42857142857143:2867.2]
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
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "nats reply p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "nats reply p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "redis reply p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#117733" title "redis reply p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "mqtt reply p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "mqtt reply p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p99", \
     $D28 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "1024" 1024, "2048" 2048) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.6103035:208.79844200000002]
set xrange [71.42857142857143:2867.2]
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
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "nats reply p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "nats reply p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "redis reply p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#117733" title "redis reply p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "mqtt reply p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "mqtt reply p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p99", \
     $D28 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
unset multiplot
set output
