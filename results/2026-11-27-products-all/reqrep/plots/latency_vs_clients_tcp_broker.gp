reset
$D0 << EOD
8 305.151 292.863 358.399
64 1802.239 1761.279 1875.967
EOD
$D1 << EOD
8 544.767 532.479 716.799
64 3178.495 2801.663 3866.623
EOD
$D2 << EOD
8 109.055 92.671 112.639
64 671.743 565.247 724.991
EOD
$D3 << EOD
8 255.999 206.847 268.287
64 1015.807 970.751 1302.527
EOD
$D4 << EOD
8 333.823 321.535 352.255
64 2293.759 2260.991 2310.143
EOD
$D5 << EOD
8 1302.527 1302.527 1359.871
64 6946.815 5931.007 7667.711
EOD
$D6 << EOD
8 700.415 643.071 716.799
64 5799.935 5767.167 5931.007
EOD
$D7 << EOD
8 1015.807 987.135 1028.095
64 9699.327 7995.391 10616.831
EOD
$D8 << EOD
8 186.367 163.839 196.607
64 1777.663 1638.399 1818.623
EOD
$D9 << EOD
8 335.871 305.151 385.023
64 2523.135 2424.831 2834.431
EOD
$D10 << EOD
8 524.287 466.943 548.863
64 3915.775 3735.551 3964.927
EOD
$D11 << EOD
8 942.079 921.599 995.327
64 5931.007 5570.559 6651.903
EOD
$D12 << EOD
8 606.207 606.207 606.207
64 4587.519 4227.071 4685.823
EOD
$D13 << EOD
8 1146.879 1105.919 1310.719
64 7045.119 6324.223 8454.143
EOD
set terminal pngcairo noenhanced size 1860,1180 font 'sans,10'
set output "latency_vs_clients_tcp_broker.png"
set multiplot layout 3,3 title "Latency p50 (solid) and p99 (dashed) against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [46.3355:21233.662]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "raw" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nats" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "redis" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "rabbitmq" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "rabbitmq@acks" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,1180 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_clients_tcp_broker.svg"
set multiplot layout 3,3 title "Latency p50 (solid) and p99 (dashed) against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [46.3355:21233.662]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "raw" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nats" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "redis" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "rabbitmq" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "rabbitmq@acks" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
unset multiplot
set output
