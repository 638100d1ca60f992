reset
$D0 << EOD
64 0.3885 0.363 0.3948
1024 6.0234 4.8983 6.162
EOD
$D1 << EOD
64 1.8024 1.7539 1.8336
1024 26.5977 26.3586 28.1949
EOD
$D2 << EOD
64 2.5239 2.482 2.6082
1024 39.2643 33.5028 39.7619
EOD
$D3 << EOD
64 0.9205 0.7464 0.9437
1024 13.6741 12.2126 14.1802
EOD
$D4 << EOD
64 4.8142 4.6051 5.5594
1024 69.1171 57.7749 72.7926
EOD
$D5 << EOD
64 6.3522 6.1927 6.7245
1024 99.7145 98.4038 103.2031
EOD
$D6 << EOD
64 0.4847 0.3847 0.5199
1024 7.5253 6.2001 7.5627
EOD
$D7 << EOD
64 1.628 1.6191 1.6988
1024 25.7777 22.3297 27.1093
EOD
$D8 << EOD
64 2.1183 2.097 2.1496
1024 31.0331 29.8935 31.3499
EOD
$D9 << EOD
64 0.5035 0.4136 0.5492
1024 8.8 7.2186 10.2046
EOD
$D10 << EOD
64 1.5279 1.4433 1.5529
1024 17.7768 16.1374 20.9425
EOD
$D11 << EOD
64 1.1491 0.9554 1.41
1024 16.3596 15.5544 21.3546
EOD
$D12 << EOD
64 0.761 0.6453 0.7842
1024 11.1667 10.6821 11.3423
EOD
$D13 << EOD
64 2.46 2.4309 2.5886
1024 38.3201 29.9491 38.776
EOD
$D14 << EOD
64 2.448 2.2195 2.4602
1024 36.1339 35.7761 39.5644
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "mib_vs_size_tcp_broker.png"
set multiplot layout 2,3 title "Payload throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.1815:206.4062]
set xrange [45.714285714285715:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "raw" font ',11'
plot $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "nats" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "redis" font ',11'
plot $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "mqtt" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "mib_vs_size_tcp_broker.svg"
set multiplot layout 2,3 title "Payload throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.1815:206.4062]
set xrange [45.714285714285715:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "raw" font ',11'
plot $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "nats" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "redis" font ',11'
plot $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "mqtt" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
unset multiplot
set output
