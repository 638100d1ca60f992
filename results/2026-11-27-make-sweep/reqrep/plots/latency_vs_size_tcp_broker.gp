reset
$D0 << EOD
1024 292.863 292.863 346.111
EOD
$D1 << EOD
1024 552.959 522.239 671.743
EOD
$D2 << EOD
1024 1671.167 1654.783 1794.047
EOD
$D3 << EOD
1024 2473.983 2375.679 2768.895
EOD
$D4 << EOD
1024 296.959 272.383 346.111
EOD
$D5 << EOD
1024 536.575 501.759 565.247
EOD
$D6 << EOD
1024 1810.431 1802.239 1908.735
EOD
$D7 << EOD
1024 2949.119 2850.815 2998.271
EOD
$D8 << EOD
1024 270.335 261.119 282.623
EOD
$D9 << EOD
1024 524.287 501.759 561.151
EOD
$D10 << EOD
1024 2162.687 2056.191 2211.839
EOD
$D11 << EOD
1024 3588.095 3342.335 4095.999
EOD
$D12 << EOD
1024 487.423 473.087 552.959
EOD
$D13 << EOD
1024 843.775 745.471 1818.623
EOD
$D14 << EOD
1024 11272.191 8257.535 11337.727
EOD
$D15 << EOD
1024 17563.647 13500.415 20840.447
EOD
$D16 << EOD
1024 99.327 82.943 101.887
EOD
$D17 << EOD
1024 230.399 211.967 259.071
EOD
$D18 << EOD
1024 528.383 520.191 544.767
EOD
$D19 << EOD
1024 888.831 761.855 1019.903
EOD
$D20 << EOD
1024 307.199 282.623 333.823
EOD
$D21 << EOD
1024 1302.527 1212.415 1433.599
EOD
$D22 << EOD
1024 2179.071 2113.535 2228.223
EOD
$D23 << EOD
1024 5832.703 5603.327 6225.919
EOD
$D24 << EOD
1024 643.071 280.575 647.167
EOD
$D25 << EOD
1024 868.351 778.239 897.023
EOD
$D26 << EOD
1024 5406.719 5373.951 5603.327
EOD
$D27 << EOD
1024 8716.287 6815.743 9109.503
EOD
$D28 << EOD
1024 168.959 154.623 193.535
EOD
$D29 << EOD
1024 301.055 276.479 329.727
EOD
$D30 << EOD
1024 1441.791 1433.599 1523.711
EOD
$D31 << EOD
1024 1974.271 1949.695 2375.679
EOD
set terminal pngcairo noenhanced size 1860,1180 font 'sans,10'
set output "latency_vs_size_tcp_broker.png"
set multiplot layout 3,3 title "Latency p50 (solid) and p99 (dashed) against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [41.4715:41680.894]
set xrange [731.4285714285714:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "czmq" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "nng" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "raw" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "nats" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "redis" font ',11'
plot $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "mqtt" font ',11'
plot $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,1180 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_size_tcp_broker.svg"
set multiplot layout 3,3 title "Latency p50 (solid) and p99 (dashed) against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [41.4715:41680.894]
set xrange [731.4285714285714:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "czmq" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "nng" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "raw" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "nats" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "redis" font ',11'
plot $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
set title "mqtt" font ',11'
plot $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients p99"
unset multiplot
set output
