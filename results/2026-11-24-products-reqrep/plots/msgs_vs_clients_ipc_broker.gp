reset
$D0 << EOD
1 6917.9 5556.5 7240.2
8 31585.3 25340.1 35275.6
64 48827.2 42739.7 48862.8
EOD
$D1 << EOD
1 7043.8 6990.1 7058.6
8 25267.0 24836.2 31873.8
64 43110.5 40257.8 43670.4
EOD
$D2 << EOD
1 26307.0 19581.0 26319.4
8 88965.2 70863.0 89404.0
64 108893.4 96794.1 111930.1
EOD
$D3 << EOD
1 25946.0 18902.4 26715.9
8 85504.5 74765.3 86580.1
64 101416.7 88145.8 108526.9
EOD
$D4 << EOD
1 10700.8 10276.6 12223.2
8 26156.0 21430.8 42193.5
64 19823.7 14407.3 19911.6
EOD
$D5 << EOD
1 10222.3 9953.9 10355.0
8 18477.0 15785.2 21494.5
64 19834.7 15125.2 40715.2
EOD
$D6 << EOD
1 14378.4 13794.6 14998.0
8 59987.7 53543.4 60497.7
64 54135.2 50543.1 60081.9
EOD
$D7 << EOD
1 14617.1 14093.5 14776.1
8 50666.3 39955.1 52635.7
64 48322.9 45364.9 58579.0
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "msgs_vs_clients_ipc_broker.png"
set multiplot layout 2,3 title "Throughput against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [2778.25:223860.2]
set xrange [0.7142857142857143:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "raw" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nats" font ',11'
set label 1 'no data' at graph 0.5, graph 0.5 center
unset key
plot NaN notitle
unset label 1
set key outside right top font ',8' spacing 0.9
set title "redis" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "mqtt" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_clients_ipc_broker.svg"
set multiplot layout 2,3 title "Throughput against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [2778.25:223860.2]
set xrange [0.7142857142857143:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "raw" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nats" font ',11'
set label 1 'no data' at graph 0.5, graph 0.5 center
unset key
plot NaN notitle
unset label 1
set key outside right top font ',8' spacing 0.9
set title "redis" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "mqtt" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
unset multiplot
set output
