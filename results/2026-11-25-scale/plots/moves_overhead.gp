reset
$D0 << EOD
20 0.505855 0.495615 0.5160950000000001
100 1.826815 1.785855 2.719743
1024 22.937599 21.626879000000002 23.068671
4096 126.353407 123.731967 128.97484699999998
EOD
$D1 << EOD
20 0.6062069999999999 0.5693429999999999 0.679935
100 3.194879 2.703359 4.0796149999999995
1024 35.651583 35.651583 40.108031000000004
4096 170.07457300000002 167.91104 235.264049
EOD
$D2 << EOD
20 0.544767 0.522239 0.557055
100 2.752511 2.195455 2.801663
1024 22.151167 21.626879000000002 22.937599
4096 133.693439 131.071999 140.50918299999998
EOD
$D3 << EOD
20 0.679935 0.659455 0.831487
100 3.2112629999999998 3.194879 3.4734070000000004
1024 36.438015 34.603007 42.729471
4096 214.510134 168.71830799999998 600.294437
EOD
$D4 << EOD
20 0.5017590000000001 0.483327 0.647167
100 2.5231350000000003 2.039807 2.5886709999999997
1024 37.486591 35.913727 38.010879
4096 146.800639 144.703487 148.89779099999998
EOD
$D5 << EOD
20 0.819199 0.700415 0.970751
100 3.670015 2.899967 3.768319
1024 55.836671 45.088767 57.933823
4096 206.45326699999998 191.115866 245.12067499999998
EOD
$D6 << EOD
20 0.528383 0.499711 0.745471
100 2.277375 2.0971509999999998 2.375679
1024 34.603007 34.340863 35.913727
4096 149.946367 147.849215 152.043519
EOD
$D7 << EOD
20 0.753663 0.708607 1.0158070000000001
100 3.817471 2.949119 4.685823
1024 46.923775 45.875199 55.574527
4096 214.410125 176.04570199999998 225.154604
EOD
$D8 << EOD
20 3.178495 3.145727 3.620863
100 49.020927 49.020927 52.953087
EOD
$D9 << EOD
20 46.137343 45.875199 46.661631
100 82.313215 71.303167 87.556095
EOD
$D10 << EOD
20 7.340031 7.241727 7.340031
100 154.140671 152.043519 182.452223
EOD
$D11 << EOD
20 9.502718999999999 9.175039 9.830399
100 188.79622 169.363146 215.223923
EOD
$D12 << EOD
20 0.413695 0.411647 0.419839
100 1.933311 1.925119 1.966079
1024 26.607615000000003 26.345471 27.262974999999997
4096 106.954751 106.430463 125.30483100000001
EOD
$D13 << EOD
20 0.712703 0.626687 0.8069109999999999
100 2.5231350000000003 2.5231350000000003 2.6050549999999997
1024 33.292286999999995 29.229055 35.127295
4096 166.804376 146.166673 390.73365
EOD
$D14 << EOD
20 0.733183 0.700415 0.753663
100 3.735551 3.522559 3.751935
1024 34.865151 32.112639 35.651583
4096 142.606335 137.363455 143.654911
EOD
$D15 << EOD
20 1.3189110000000002 1.261567 1.343487
100 5.603327 5.242879 5.898238999999999
1024 59.506687 54.001663 60.555263
4096 296.63034700000003 236.730563 356.466313
EOD
$D16 << EOD
20 0.464895 0.444415 0.481279
100 2.670591 2.162687 4.014079000000001
1024 29.097983 26.738687000000002 33.554430999999994
4096 126.877695 117.440511 134.21772700000002
EOD
$D17 << EOD
20 0.778239 0.630783 0.950271
100 3.751935 2.5067510000000004 6.062079
1024 36.700159 33.554430999999994 47.448063000000005
4096 178.54656599999998 173.286494 198.36097700000002
EOD
$D18 << EOD
20 0.737279 0.733183 0.741375
100 3.555327 3.457023 4.095999
1024 38.797311 36.438015 39.321599
4096 164.62643100000003 160.432127 174.063615
EOD
$D19 << EOD
20 0.958463 0.8806390000000001 0.9666549999999999
100 5.7999350000000005 4.5219830000000005 7.274495
1024 61.079551 55.312383000000004 64.487423
4096 248.077772 232.893889 254.404789
EOD
$D20 << EOD
20 0.6676470000000001 0.659455 0.6676470000000001
100 3.9813110000000003 3.915775 4.358143
1024 30.277631 29.622271 31.719423
4096 128.97484699999998 119.013375 149.946367
EOD
$D21 << EOD
20 1.540095 1.3271030000000001 1.818623
100 6.062079 5.832703 7.208959
1024 44.826623 42.467327 49.28307100000001
4096 228.39308400000002 218.34959099999998 233.985841
EOD
$D22 << EOD
20 0.45055900000000004 0.446463 0.46284699999999995
100 2.195455 2.179071 2.7361269999999998
1024 29.753343 29.491199 30.539775000000002
4096 127.40198299999999 117.440511 132.64486300000002
EOD
$D23 << EOD
20 0.770047 0.741375 0.770047
100 2.916351 2.5722869999999998 4.014079000000001
1024 44.040191 37.486591 46.137343
4096 183.509614 178.804329 195.64395199999998
EOD
$D24 << EOD
20 0.729087 0.6758390000000001 0.819199
100 3.5880949999999996 3.244031 4.177919
1024 36.438015 35.913727 38.010879
4096 181.403647 176.160767 189.792255
EOD
$D25 << EOD
20 1.023999 0.8806390000000001 1.1878389999999999
100 5.177343 3.604479 6.258687
1024 51.118078999999994 44.564479 52.953087
4096 213.89376800000002 204.235823 230.615991
EOD
$D26 << EOD
20 44.040191 44.040191 44.040191
100 48.234495 48.234495 48.234495
EOD
$D27 << EOD
20 45.613055 44.564479 48.007796
100 69.206015 66.846719 69.206015
EOD
$D28 << EOD
20 4.145151 4.0796149999999995 4.227071
EOD
$D29 << EOD
20 6.389759 5.177343 6.717439000000001
EOD
$D30 << EOD
1024 0.257279375
4096 0.257279375
EOD
$D31 << EOD
1024 0.257279375
4096 0.257279375
EOD
$D32 << EOD
1024 0.257279375
4096 0.257279375
EOD
$D33 << EOD
100 0.257279375
1024 0.257279375
4096 0.257279375
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
set yrange [0.2058235:1200.588874]
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
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng survey p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "nng survey p99", \
     $D30 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#56B4E9" title "nanomsg pubsub p50: failed", \
     $D31 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#D55E00" title "nng pubsub p50: failed", \
     $D32 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#E69F00" title "nanomsg survey p50: failed", \
     $D33 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
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
set yrange [0.2058235:1200.588874]
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
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng survey p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "nng survey p99", \
     $D30 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#56B4E9" title "nanomsg pubsub p50: failed", \
     $D31 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#D55E00" title "nng pubsub p50: failed", \
     $D32 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#E69F00" title "nanomsg survey p50: failed", \
     $D33 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
unset multiplot
set output
