reset
$D0 << EOD
64 6917.9 5556.5 7240.2
1024 7043.8 6990.1 7058.6
EOD
$D1 << EOD
64 31585.3 25340.1 35275.6
1024 25267.0 24836.2 31873.8
EOD
$D2 << EOD
64 48827.2 42739.7 48862.8
1024 43110.5 40257.8 43670.4
EOD
$D3 << EOD
64 26307.0 19581.0 26319.4
1024 25946.0 18902.4 26715.9
EOD
$D4 << EOD
64 88965.2 70863.0 89404.0
1024 85504.5 74765.3 86580.1
EOD
$D5 << EOD
64 108893.4 96794.1 111930.1
1024 101416.7 88145.8 108526.9
EOD
$D6 << EOD
64 10700.8 10276.6 12223.2
1024 10222.3 9953.9 10355.0
EOD
$D7 << EOD
64 26156.0 21430.8 42193.5
1024 18477.0 15785.2 21494.5
EOD
$D8 << EOD
64 19823.7 14407.3 19911.6
1024 19834.7 15125.2 40715.2
EOD
$D9 << EOD
64 14378.4 13794.6 14998.0
1024 14617.1 14093.5 14776.1
EOD
$D10 << EOD
64 59987.7 53543.4 60497.7
1024 50666.3 39955.1 52635.7
EOD
$D11 << EOD
64 54135.2 50543.1 60081.9
1024 48322.9 45364.9 58579.0
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "msgs_vs_size_ipc_broker.png"
set multiplot layout 2,3 title "Throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [2778.25:223860.2]
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
set output "msgs_vs_size_ipc_broker.svg"
set multiplot layout 2,3 title "Throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [2778.25:223860.2]
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
