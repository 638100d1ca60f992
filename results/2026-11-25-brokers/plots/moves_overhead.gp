reset
$D0 << EOD
100 1.789951 1.785855 1.794047
1024 24.641535 22.544383000000003 26.738687000000002
4096 125.829119 121.634815 130.023423
EOD
$D1 << EOD
100 2.744319 2.719743 2.768895
1024 39.714815 35.651583 43.778047
4096 164.36766599999999 154.77137299999998 173.96396
EOD
$D2 << EOD
100 2.4821750000000002 2.211839 2.752511
1024 23.986175 21.626879000000002 26.345471
4096 130.547711 127.926271 133.169151
EOD
$D3 << EOD
100 3.268607 3.0474229999999998 3.4897910000000003
1024 36.634623 33.161215 40.108031000000004
4096 190.391204 161.736699 219.04570999999999
EOD
$D4 << EOD
100 2.080767 2.064383 2.0971509999999998
1024 36.962303 36.175871 37.748735
4096 142.606335 140.50918299999998 144.703487
EOD
$D5 << EOD
100 2.965503 2.801663 3.129343
1024 43.122687 42.467327 43.778047
4096 194.342274 179.458812 209.225735
EOD
$D6 << EOD
100 2.310143 2.1299189999999997 2.490367
1024 37.224447 36.700159 37.748735
4096 153.616383 150.994943 156.237823
EOD
$D7 << EOD
100 3.7027829999999997 3.6863989999999998 3.719167
1024 44.826623 43.253758999999995 46.399487
4096 204.16329000000002 201.97979199999997 206.346788
EOD
$D8 << EOD
100 50.462719 48.234495 52.690943
EOD
$D9 << EOD
100 73.92460700000001 60.817406999999996 87.031807
EOD
$D10 << EOD
100 165.150719 150.994943 179.30649499999998
EOD
$D11 << EOD
100 170.228943 156.723963 183.73392199999998
EOD
$D12 << EOD
100 2.2241269999999997 1.957887 2.490367
1024 27.525119 26.869759 28.180479
4096 110.100479 108.52761500000001 111.67334299999999
EOD
$D13 << EOD
100 3.481599 3.4734070000000004 3.4897910000000003
1024 32.964607 30.539775000000002 35.389438999999996
4096 151.281194 150.698153 151.86423499999998
EOD
$D14 << EOD
100 3.637247 3.5880949999999996 3.6863989999999998
1024 37.093375 34.603007 39.583743000000005
4096 130.547711 123.731967 137.363455
EOD
$D15 << EOD
100 5.603327 5.341183 5.865470999999999
1024 62.128127 61.865983 62.390271
4096 271.776659 269.93028499999997 273.62303399999996
EOD
$D16 << EOD
100 2.433023 2.179071 2.686975
1024 29.294591 29.229055 29.360127000000002
4096 128.450559 127.926271 128.97484699999998
EOD
$D17 << EOD
100 3.071999 2.5231350000000003 3.620863
1024 35.323903 33.161215 37.486591
4096 164.126579 161.791641 166.46151600000002
EOD
$D18 << EOD
100 3.4734070000000004 3.4734070000000004 3.4734070000000004
1024 40.501247000000006 40.108031000000004 40.894463
4096 160.95641500000002 150.994943 170.91788699999998
EOD
$D19 << EOD
100 4.095999 4.030463 4.161535
1024 49.414142999999996 44.302335 54.525951
4096 266.434257 244.281253 288.587261
EOD
$D20 << EOD
100 3.727359 3.653631 3.801087
1024 32.964607 31.326207 34.603007
4096 133.95558300000002 128.450559 139.46060699999998
EOD
$D21 << EOD
100 6.062079 5.931006999999999 6.193150999999999
1024 52.822015 51.642367 54.001663
4096 223.628777 216.569582 230.687973
EOD
$D22 << EOD
100 2.179071 2.146303 2.211839
1024 30.146559 29.360127000000002 30.932991
4096 128.712703 117.964799 139.46060699999998
EOD
$D23 << EOD
100 2.5722869999999998 2.490367 2.654207
1024 35.192831 32.636927 37.748735
4096 192.712457 179.185255 206.23965900000002
EOD
$D24 << EOD
100 3.457023 3.194879 3.719167
1024 34.996223 34.603007 35.389438999999996
4096 170.91788699999998 167.77215900000002 174.063615
EOD
$D25 << EOD
100 4.161535 3.801087 4.5219830000000005
1024 51.511295 49.807359 53.215231
4096 241.43630199999998 213.617097 269.25550799999996
EOD
$D26 << EOD
100 48.103423 47.972351 48.234495
EOD
$D27 << EOD
100 86.507519 72.351743 100.663295
EOD
$D28 << EOD
1024 1.116159375
4096 1.116159375
EOD
$D29 << EOD
1024 1.116159375
4096 1.116159375
EOD
$D30 << EOD
1024 1.116159375
4096 1.116159375
EOD
$D31 << EOD
100 1.116159375
1024 1.116159375
4096 1.116159375
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "1024" 1024, "4096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.8929275:577.174522]
set xrange [71.42857142857143:5734.4]
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
     $D28 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#56B4E9" title "nanomsg pubsub p50: failed", \
     $D29 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#D55E00" title "nng pubsub p50: failed", \
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
set xtics ("100" 100, "1024" 1024, "4096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.8929275:577.174522]
set xrange [71.42857142857143:5734.4]
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
     $D28 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#56B4E9" title "nanomsg pubsub p50: failed", \
     $D29 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#D55E00" title "nng pubsub p50: failed", \
     $D30 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#E69F00" title "nanomsg survey p50: failed", \
     $D31 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
unset multiplot
set output
