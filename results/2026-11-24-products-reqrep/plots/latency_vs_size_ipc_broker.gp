reset
$D0 << EOD
64 143.359 133.119 171.007
1024 136.191 133.119 137.215
EOD
$D1 << EOD
64 199.679 189.439 272.383
1024 194.559 190.463 195.583
EOD
$D2 << EOD
64 245.759 220.159 309.247
1024 309.247 243.711 313.343
EOD
$D3 << EOD
64 364.543 335.871 454.655
1024 452.607 370.687 487.423
EOD
$D4 << EOD
64 1286.143 1277.951 1466.367
1024 1441.791 1433.599 1564.671
EOD
$D5 << EOD
64 1982.463 1867.775 2277.375
1024 2228.223 2162.687 2654.207
EOD
$D6 << EOD
64 28.031 27.775 43.263
1024 28.415 28.031 35.071
EOD
$D7 << EOD
64 61.183 58.879 95.743
1024 83.455 61.695 95.743
EOD
$D8 << EOD
64 85.503 81.919 107.007
1024 88.575 86.527 102.399
EOD
$D9 << EOD
64 189.439 156.671 200.703
1024 173.055 164.863 184.319
EOD
$D10 << EOD
64 573.439 561.151 655.359
1024 610.303 573.439 716.799
EOD
$D11 << EOD
64 901.119 806.911 1073.151
1024 1032.191 917.503 1294.335
EOD
$D12 << EOD
64 87.551 71.167 90.111
1024 91.135 89.599 92.671
EOD
$D13 << EOD
64 111.615 108.031 137.215
1024 111.103 110.591 118.271
EOD
$D14 << EOD
64 333.823 187.391 366.591
1024 432.127 364.543 499.711
EOD
$D15 << EOD
64 444.415 229.375 460.799
1024 561.151 456.703 614.399
EOD
$D16 << EOD
64 3211.263 3211.263 4390.911
1024 3391.487 1556.479 4194.303
EOD
$D17 << EOD
64 4177.919 4079.615 6356.991
1024 4947.967 1933.311 5373.951
EOD
$D18 << EOD
64 62.975 59.903 66.559
1024 59.135 58.367 59.647
EOD
$D19 << EOD
64 83.967 80.895 84.991
1024 79.871 77.823 109.567
EOD
$D20 << EOD
64 130.047 129.535 142.335
1024 151.551 147.455 194.559
EOD
$D21 << EOD
64 222.207 222.207 250.879
1024 284.671 266.239 305.151
EOD
$D22 << EOD
64 1171.455 1056.767 1220.607
1024 1286.143 1081.343 1359.871
EOD
$D23 << EOD
64 1507.327 1318.911 1703.935
1024 1843.199 1466.367 1908.735
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "latency_vs_size_ipc_broker.png"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [13.8875:12713.982]
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
set label 1 'no data' at graph 0.5, graph 0.5 center
unset key
plot NaN notitle
unset label 1
set key outside right top font ',8' spacing 0.9
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "mqtt" font ',11'
plot $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_size_ipc_broker.svg"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [13.8875:12713.982]
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
set label 1 'no data' at graph 0.5, graph 0.5 center
unset key
plot NaN notitle
unset label 1
set key outside right top font ',8' spacing 0.9
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
set title "mqtt" font ',11'
plot $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients p99"
unset multiplot
set output
