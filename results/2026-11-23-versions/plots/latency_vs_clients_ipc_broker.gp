reset
$D0 << EOD
1 333.823 292.863 720.895
16 614.399 606.207 790.527
EOD
$D1 << EOD
1 4014.079 933.887 6225.919
16 1310.719 1138.687 28704.767
EOD
$D2 << EOD
1 268.287 258.047 290.815
16 684.031 663.551 1122.303
EOD
$D3 << EOD
1 1499.135 593.919 2293.759
16 2572.287 1515.519 24248.319
EOD
$D4 << EOD
1 346.111 278.527 462.847
16 761.855 663.551 782.335
EOD
$D5 << EOD
1 2768.895 757.759 4751.359
16 4489.215 1556.479 5603.327
EOD
$D6 << EOD
1 261.119 104.447 294.911
16 794.623 643.071 974.847
EOD
$D7 << EOD
1 684.031 602.111 5144.575
16 2965.503 1572.863 15990.783
EOD
$D8 << EOD
1 247.807 245.759 270.335
16 696.319 659.455 970.751
EOD
$D9 << EOD
1 3375.103 540.671 3686.399
16 1646.591 1376.255 18481.151
EOD
$D10 << EOD
1 240.639 223.231 241.663
16 868.351 573.439 884.735
EOD
$D11 << EOD
1 464.895 432.127 5537.791
16 18612.223 1581.055 22282.239
EOD
$D12 << EOD
1 462.847 382.975 1056.767
16 1769.471 1458.175 4177.919
EOD
$D13 << EOD
1 3129.343 692.223 10289.151
16 7798.783 3981.311 13172.735
EOD
$D14 << EOD
1 395.263 362.495 450.559
16 1974.271 1646.591 1974.271
EOD
$D15 << EOD
1 2359.295 901.119 2850.815
16 5373.951 4161.535 23592.959
EOD
$D16 << EOD
1 399.359 378.879 880.639
16 1712.127 1581.055 3670.015
EOD
$D17 << EOD
1 765.951 753.663 6881.279
16 14286.847 5701.631 17039.359
EOD
$D18 << EOD
1 411.647 333.823 411.647
16 1728.511 1433.599 1826.815
EOD
$D19 << EOD
1 1294.335 679.935 2523.135
16 4554.751 4489.215 31326.207
EOD
$D20 << EOD
1 86.527 73.727 90.623
16 191.487 150.527 207.871
EOD
$D21 << EOD
1 1630.207 244.735 1638.399
16 460.799 385.023 663.551
EOD
$D22 << EOD
1 82.943 15.999 82.943
16 177.151 153.599 196.607
EOD
$D23 << EOD
1 839.679 205.823 2899.967
16 626.687 581.631 5013.503
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "latency_vs_clients_ipc_broker.png"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [7.9995:62652.414]
set xrange [0.7142857142857143:22.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "zmq-4.3.5" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nng" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nng-1.12.0" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "raw" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_clients_ipc_broker.svg"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [7.9995:62652.414]
set xrange [0.7142857142857143:22.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "zmq-4.3.5" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nng" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nng-1.12.0" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "raw" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
unset multiplot
set output
