reset
$D0 << EOD
1024 25.097 21.4858 25.3826
EOD
$D1 << EOD
1024 36.6724 33.995 37.1206
EOD
$D2 << EOD
1024 25.1148 21.8886 27.3906
EOD
$D3 << EOD
1024 33.4964 32.017 33.6551
EOD
$D4 << EOD
1024 26.23 25.3159 27.4315
EOD
$D5 << EOD
1024 28.3023 27.8573 29.913
EOD
$D6 << EOD
1024 13.9434 10.0009 14.8103
EOD
$D7 << EOD
1024 5.837 5.372 7.2574
EOD
$D8 << EOD
1024 70.9512 68.0337 83.0192
EOD
$D9 << EOD
1024 113.0168 110.6337 117.52
EOD
$D10 << EOD
1024 21.8741 20.6416 22.2139
EOD
$D11 << EOD
1024 26.6298 26.2555 27.4023
EOD
$D12 << EOD
1024 12.3278 11.8309 21.7746
EOD
$D13 << EOD
1024 11.4847 11.0485 11.56
EOD
$D14 << EOD
1024 42.5459 38.1865 48.0602
EOD
$D15 << EOD
1024 42.702 40.686 42.7068
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
set yrange [2.686:235.04]
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
set yrange [2.686:235.04]
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
