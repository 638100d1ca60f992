reset
$D0 << EOD
1 148.479 143.359 150.527
8 264.191 258.047 270.335
64 1507.327 1474.559 1548.287
EOD
$D1 << EOD
1 220.159 195.583 241.663
8 395.263 389.119 403.455
64 2211.839 2195.455 2228.223
EOD
$D2 << EOD
1 153.599 145.407 186.367
8 284.671 270.335 284.671
64 1572.863 1548.287 1826.815
EOD
$D3 << EOD
1 230.399 225.279 296.959
8 417.791 411.647 454.655
64 2113.535 2113.535 2736.127
EOD
$D4 << EOD
1 59.903 54.783 76.799
8 95.231 80.895 98.303
64 614.399 565.247 618.495
EOD
$D5 << EOD
1 75.263 73.727 92.671
8 159.743 132.095 165.887
64 831.487 798.719 864.255
EOD
$D6 << EOD
1 63.487 62.207 75.263
8 105.471 99.327 128.511
64 610.303 593.919 630.783
EOD
$D7 << EOD
1 90.111 82.431 94.207
8 175.103 164.863 194.559
64 983.039 876.543 991.231
EOD
$D8 << EOD
1 111.615 103.935 141.311
8 280.575 266.239 282.623
64 1777.663 1753.087 1785.855
EOD
$D9 << EOD
1 191.487 178.175 241.663
8 606.207 598.015 638.975
64 3751.935 3620.863 3817.471
EOD
$D10 << EOD
1 113.663 113.151 139.263
8 268.287 259.071 317.439
64 1916.927 1908.735 1998.847
EOD
$D11 << EOD
1 197.631 194.559 229.375
8 774.143 737.279 872.447
64 4227.071 3997.695 4456.447
EOD
$D12 << EOD
1 110.591 101.887 129.023
8 311.295 307.199 313.343
64 3751.935 2670.591 4030.463
EOD
$D13 << EOD
1 134.143 121.855 171.007
8 378.879 370.687 503.807
64 4947.967 4014.079 5341.183
EOD
$D14 << EOD
1 100.351 88.575 122.879
8 382.975 335.871 473.087
64 3997.695 2719.743 3997.695
EOD
$D15 << EOD
1 130.047 112.127 149.503
8 577.535 514.047 647.167
64 4423.679 4227.071 4980.735
EOD
$D16 << EOD
1 72.191 63.231 87.551
8 193.535 174.079 197.631
64 1556.479 1515.519 1744.895
EOD
$D17 << EOD
1 112.639 112.639 113.151
8 305.151 276.479 339.967
64 2326.527 2244.607 2539.519
EOD
$D18 << EOD
1 77.311 76.799 77.823
8 196.607 191.487 259.071
64 1687.551 1523.711 1712.127
EOD
$D19 << EOD
1 118.271 114.687 119.807
8 296.959 290.815 329.727
64 2228.223 2064.383 2473.983
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "latency_vs_clients_tcp_broker.png"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [27.3915:10682.366]
set xrange [0.7142857142857143:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "raw" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nats" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_clients_tcp_broker.svg"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [27.3915:10682.366]
set xrange [0.7142857142857143:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "raw" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nats" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
unset multiplot
set output
