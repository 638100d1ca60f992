reset
$D0 << EOD
1 143.359 133.119 171.007
8 245.759 220.159 309.247
64 1286.143 1277.951 1466.367
EOD
$D1 << EOD
1 199.679 189.439 272.383
8 364.543 335.871 454.655
64 1982.463 1867.775 2277.375
EOD
$D2 << EOD
1 136.191 133.119 137.215
8 309.247 243.711 313.343
64 1441.791 1433.599 1564.671
EOD
$D3 << EOD
1 194.559 190.463 195.583
8 452.607 370.687 487.423
64 2228.223 2162.687 2654.207
EOD
$D4 << EOD
1 28.031 27.775 43.263
8 85.503 81.919 107.007
64 573.439 561.151 655.359
EOD
$D5 << EOD
1 61.183 58.879 95.743
8 189.439 156.671 200.703
64 901.119 806.911 1073.151
EOD
$D6 << EOD
1 28.415 28.031 35.071
8 88.575 86.527 102.399
64 610.303 573.439 716.799
EOD
$D7 << EOD
1 83.455 61.695 95.743
8 173.055 164.863 184.319
64 1032.191 917.503 1294.335
EOD
$D8 << EOD
1 87.551 71.167 90.111
8 333.823 187.391 366.591
64 3211.263 3211.263 4390.911
EOD
$D9 << EOD
1 111.615 108.031 137.215
8 444.415 229.375 460.799
64 4177.919 4079.615 6356.991
EOD
$D10 << EOD
1 91.135 89.599 92.671
8 432.127 364.543 499.711
64 3391.487 1556.479 4194.303
EOD
$D11 << EOD
1 111.103 110.591 118.271
8 561.151 456.703 614.399
64 4947.967 1933.311 5373.951
EOD
$D12 << EOD
1 62.975 59.903 66.559
8 130.047 129.535 142.335
64 1171.455 1056.767 1220.607
EOD
$D13 << EOD
1 83.967 80.895 84.991
8 222.207 222.207 250.879
64 1507.327 1318.911 1703.935
EOD
$D14 << EOD
1 59.135 58.367 59.647
8 151.551 147.455 194.559
64 1286.143 1081.343 1359.871
EOD
$D15 << EOD
1 79.871 77.823 109.567
8 284.671 266.239 305.151
64 1843.199 1466.367 1908.735
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "latency_vs_clients_ipc_broker.png"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [13.8875:12713.982]
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
set label 1 'no data' at graph 0.5, graph 0.5 center
unset key
plot NaN notitle
unset label 1
set key outside right top font ',8' spacing 0.9
set title "redis" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_clients_ipc_broker.svg"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [13.8875:12713.982]
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
set label 1 'no data' at graph 0.5, graph 0.5 center
unset key
plot NaN notitle
unset label 1
set key outside right top font ',8' spacing 0.9
set title "redis" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
unset multiplot
set output
