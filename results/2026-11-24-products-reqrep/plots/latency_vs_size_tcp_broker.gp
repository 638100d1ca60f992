reset
$D0 << EOD
64 148.479 143.359 150.527
1024 153.599 145.407 186.367
EOD
$D1 << EOD
64 220.159 195.583 241.663
1024 230.399 225.279 296.959
EOD
$D2 << EOD
64 264.191 258.047 270.335
1024 284.671 270.335 284.671
EOD
$D3 << EOD
64 395.263 389.119 403.455
1024 417.791 411.647 454.655
EOD
$D4 << EOD
64 1507.327 1474.559 1548.287
1024 1572.863 1548.287 1826.815
EOD
$D5 << EOD
64 2211.839 2195.455 2228.223
1024 2113.535 2113.535 2736.127
EOD
$D6 << EOD
64 59.903 54.783 76.799
1024 63.487 62.207 75.263
EOD
$D7 << EOD
64 75.263 73.727 92.671
1024 90.111 82.431 94.207
EOD
$D8 << EOD
64 95.231 80.895 98.303
1024 105.471 99.327 128.511
EOD
$D9 << EOD
64 159.743 132.095 165.887
1024 175.103 164.863 194.559
EOD
$D10 << EOD
64 614.399 565.247 618.495
1024 610.303 593.919 630.783
EOD
$D11 << EOD
64 831.487 798.719 864.255
1024 983.039 876.543 991.231
EOD
$D12 << EOD
64 111.615 103.935 141.311
1024 113.663 113.151 139.263
EOD
$D13 << EOD
64 191.487 178.175 241.663
1024 197.631 194.559 229.375
EOD
$D14 << EOD
64 280.575 266.239 282.623
1024 268.287 259.071 317.439
EOD
$D15 << EOD
64 606.207 598.015 638.975
1024 774.143 737.279 872.447
EOD
$D16 << EOD
64 1777.663 1753.087 1785.855
1024 1916.927 1908.735 1998.847
EOD
$D17 << EOD
64 3751.935 3620.863 3817.471
1024 4227.071 3997.695 4456.447
EOD
$D18 << EOD
64 110.591 101.887 129.023
1024 100.351 88.575 122.879
EOD
$D19 << EOD
64 134.143 121.855 171.007
1024 130.047 112.127 149.503
EOD
$D20 << EOD
64 311.295 307.199 313.343
1024 382.975 335.871 473.087
EOD
$D21 << EOD
64 378.879 370.687 503.807
1024 577.535 514.047 647.167
EOD
$D22 << EOD
64 3751.935 2670.591 4030.463
1024 3997.695 2719.743 3997.695
EOD
$D23 << EOD
64 4947.967 4014.079 5341.183
1024 4423.679 4227.071 4980.735
EOD
$D24 << EOD
64 72.191 63.231 87.551
1024 77.311 76.799 77.823
EOD
$D25 << EOD
64 112.639 112.639 113.151
1024 118.271 114.687 119.807
EOD
$D26 << EOD
64 193.535 174.079 197.631
1024 196.607 191.487 259.071
EOD
$D27 << EOD
64 305.151 276.479 339.967
1024 296.959 290.815 329.727
EOD
$D28 << EOD
64 1556.479 1515.519 1744.895
1024 1687.551 1523.711 1712.127
EOD
$D29 << EOD
64 2326.527 2244.607 2539.519
1024 2228.223 2064.383 2473.983
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "latency_vs_size_tcp_broker.png"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [27.3915:10682.366]
set xrange [45.714285714285715:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "raw" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "nats" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "redis" font ',11'
plot $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "mqtt" font ',11'
plot $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_size_tcp_broker.svg"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [27.3915:10682.366]
set xrange [45.714285714285715:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "raw" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "nats" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "redis" font ',11'
plot $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "mqtt" font ',11'
plot $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
unset multiplot
set output
