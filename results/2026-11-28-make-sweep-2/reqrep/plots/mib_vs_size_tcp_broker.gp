reset
$D0 << EOD
1024 12.8169 10.6652 13.5589
EOD
$D1 << EOD
1024 11.0489 10.0489 11.4421
EOD
$D2 << EOD
1024 12.7914 10.9491 13.6269
EOD
$D3 << EOD
1024 11.6117 10.3655 12.7506
EOD
$D4 << EOD
1024 11.1667 8.7363 13.0398
EOD
$D5 << EOD
1024 9.4179 9.2187 12.3078
EOD
$D6 << EOD
1024 5.0613 4.8757 5.1139
EOD
$D7 << EOD
1024 3.7605 3.6442 5.3866
EOD
$D8 << EOD
1024 38.2821 31.5994 45.15
EOD
$D9 << EOD
1024 51.6638 39.1647 54.3371
EOD
$D10 << EOD
1024 11.4862 10.5054 12.1136
EOD
$D11 << EOD
1024 10.0506 9.3234 12.5967
EOD
$D12 << EOD
1024 8.7762 6.5727 10.0933
EOD
$D13 << EOD
1024 7.8025 5.8047 7.9667
EOD
$D14 << EOD
1024 15.5106 14.4812 16.9706
EOD
$D15 << EOD
1024 12.498 11.9139 13.6948
EOD
$D16 << EOD
1024 7.2441 5.6576 7.9895
EOD
$D17 << EOD
1024 6.539 6.0016 6.6175
EOD
set terminal pngcairo noenhanced size 1860,1180 font 'sans,10'
set output "mib_vs_size_tcp_broker.png"
set multiplot layout 3,3 title "Payload throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.8221:108.6742]
set xrange [731.4285714285714:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "czmq" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "raw" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "nats" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "mqtt" font ',11'
plot $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "rabbitmq" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
unset multiplot
set output
set terminal svg noenhanced size 1860,1180 dynamic font 'sans,10' background '#ffffff'
set output "mib_vs_size_tcp_broker.svg"
set multiplot layout 3,3 title "Payload throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.8221:108.6742]
set xrange [731.4285714285714:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "czmq" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "raw" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "nats" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "mqtt" font ',11'
plot $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
set title "rabbitmq" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 workers", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 workers"
unset multiplot
set output
