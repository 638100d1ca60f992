reset
$D0 << EOD
8 292.863 292.863 346.111
64 1671.167 1654.783 1794.047
EOD
$D1 << EOD
8 552.959 522.239 671.743
64 2473.983 2375.679 2768.895
EOD
$D2 << EOD
8 296.959 272.383 346.111
64 1810.431 1802.239 1908.735
EOD
$D3 << EOD
8 536.575 501.759 565.247
64 2949.119 2850.815 2998.271
EOD
$D4 << EOD
8 270.335 261.119 282.623
64 2162.687 2056.191 2211.839
EOD
$D5 << EOD
8 524.287 501.759 561.151
64 3588.095 3342.335 4095.999
EOD
$D6 << EOD
8 487.423 473.087 552.959
64 11272.191 8257.535 11337.727
EOD
$D7 << EOD
8 843.775 745.471 1818.623
64 17563.647 13500.415 20840.447
EOD
$D8 << EOD
8 99.327 82.943 101.887
64 528.383 520.191 544.767
EOD
$D9 << EOD
8 230.399 211.967 259.071
64 888.831 761.855 1019.903
EOD
$D10 << EOD
8 307.199 282.623 333.823
64 2179.071 2113.535 2228.223
EOD
$D11 << EOD
8 1302.527 1212.415 1433.599
64 5832.703 5603.327 6225.919
EOD
$D12 << EOD
8 643.071 280.575 647.167
64 5406.719 5373.951 5603.327
EOD
$D13 << EOD
8 868.351 778.239 897.023
64 8716.287 6815.743 9109.503
EOD
$D14 << EOD
8 168.959 154.623 193.535
64 1441.791 1433.599 1523.711
EOD
$D15 << EOD
8 301.055 276.479 329.727
64 1974.271 1949.695 2375.679
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
set yrange [41.4715:41680.894]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "czmq" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "raw" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nats" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
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
set yrange [41.4715:41680.894]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "czmq" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "raw" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "nats" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
set title "mqtt" font ',11'
plot $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB p99"
unset multiplot
set output
