reset
$D0 << EOD
1024 25699.3 22001.5 25991.8
EOD
$D1 << EOD
1024 37552.5 34810.9 38011.5
EOD
$D2 << EOD
1024 25717.5 22413.9 28047.9
EOD
$D3 << EOD
1024 34300.3 32785.4 34462.9
EOD
$D4 << EOD
1024 26859.5 25923.5 28089.9
EOD
$D5 << EOD
1024 28981.6 28525.9 30630.9
EOD
$D6 << EOD
1024 14278.0 10240.9 15165.7
EOD
$D7 << EOD
1024 5977.1 5500.9 7431.5
EOD
$D8 << EOD
1024 72654.0 69666.5 85011.6
EOD
$D9 << EOD
1024 115729.2 113288.9 120340.5
EOD
$D10 << EOD
1024 22399.0 21137.0 22747.0
EOD
$D11 << EOD
1024 27268.9 26885.7 28059.9
EOD
$D12 << EOD
1024 12623.7 12114.8 22297.2
EOD
$D13 << EOD
1024 11760.3 11313.7 11837.4
EOD
$D14 << EOD
1024 43567.0 39102.9 49213.6
EOD
$D15 << EOD
1024 43726.9 41662.4 43731.7
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
set yrange [2750.45:240681.0]
set xrange [731.4285714285714:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "czmq" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "raw" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "nats" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "mqtt" font ',11'
plot $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
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
set yrange [2750.45:240681.0]
set xrange [731.4285714285714:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "czmq" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "raw" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "nats" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "redis" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "mqtt" font ',11'
plot $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
unset multiplot
set output
