reset
$D0 << EOD
1024 13124.5 10921.1 13884.3
EOD
$D1 << EOD
1024 11314.1 10290.0 11716.7
EOD
$D2 << EOD
1024 13098.4 11211.8 13953.9
EOD
$D3 << EOD
1024 11890.4 10614.3 13056.6
EOD
$D4 << EOD
1024 11434.7 8946.0 13352.7
EOD
$D5 << EOD
1024 9643.9 9440.0 12603.2
EOD
$D6 << EOD
1024 5182.8 4992.7 5236.6
EOD
$D7 << EOD
1024 3850.8 3731.7 5515.9
EOD
$D8 << EOD
1024 39200.9 32357.8 46233.6
EOD
$D9 << EOD
1024 52903.8 40104.7 55641.2
EOD
$D10 << EOD
1024 11761.8 10757.6 12404.3
EOD
$D11 << EOD
1024 10291.8 9547.2 12899.0
EOD
$D12 << EOD
1024 8986.8 6730.5 10335.5
EOD
$D13 << EOD
1024 7989.8 5944.0 8157.9
EOD
$D14 << EOD
1024 15882.8 14828.8 17377.9
EOD
$D15 << EOD
1024 12798.0 12199.8 14023.5
EOD
$D16 << EOD
1024 7418.0 5793.4 8181.3
EOD
$D17 << EOD
1024 6696.0 6145.6 6776.3
EOD
set terminal pngcairo noenhanced size 1860,1180 font 'sans,10'
set output "msgs_vs_size_tcp_broker.png"
set multiplot layout 3,3 title "Throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1865.85:111282.4]
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
set output "msgs_vs_size_tcp_broker.svg"
set multiplot layout 3,3 title "Throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1865.85:111282.4]
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
