reset
$D0 << EOD
64 0.4222 0.3391 0.4419
1024 6.8787 6.8262 6.8932
EOD
$D1 << EOD
64 1.9278 1.5466 2.1531
1024 24.6748 24.2541 31.1267
EOD
$D2 << EOD
64 2.9802 2.6086 2.9823
1024 42.1001 39.3143 42.6469
EOD
$D3 << EOD
64 1.6057 1.1951 1.6064
1024 25.3379 18.4594 26.0898
EOD
$D4 << EOD
64 5.43 4.3251 5.4568
1024 83.5005 73.013 84.5509
EOD
$D5 << EOD
64 6.6463 5.9078 6.8317
1024 99.0398 86.0799 105.9833
EOD
$D6 << EOD
64 0.6531 0.6272 0.746
1024 9.9827 9.7206 10.1123
EOD
$D7 << EOD
64 1.5964 1.308 2.5753
1024 18.0439 15.4152 20.9908
EOD
$D8 << EOD
64 1.2099 0.8793 1.2153
1024 19.3698 14.7707 39.761
EOD
$D9 << EOD
64 0.8776 0.842 0.9154
1024 14.2745 13.7632 14.4298
EOD
$D10 << EOD
64 3.6614 3.268 3.6925
1024 49.4788 39.0186 51.402
EOD
$D11 << EOD
64 3.3042 3.0849 3.6671
1024 47.1903 44.3017 57.2061
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "mib_vs_size_ipc_broker.png"
set multiplot layout 2,3 title "Payload throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.16955:211.9666]
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
set label 1 'no data' at graph 0.5, graph 0.5 center
unset key
plot NaN notitle
unset label 1
set key outside right top font ',8' spacing 0.9
set title "redis" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "mqtt" font ',11'
plot $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "mib_vs_size_ipc_broker.svg"
set multiplot layout 2,3 title "Payload throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.16955:211.9666]
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
set label 1 'no data' at graph 0.5, graph 0.5 center
unset key
plot NaN notitle
unset label 1
set key outside right top font ',8' spacing 0.9
set title "redis" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
set title "mqtt" font ',11'
plot $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "64 clients"
unset multiplot
set output
