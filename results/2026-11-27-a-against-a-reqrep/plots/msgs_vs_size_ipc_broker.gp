reset
$D0 << EOD
64 28682.8 27206.5 29747.4
1024 27734.6 26877.7 30080.2
EOD
$D1 << EOD
64 45227.6 45099.1 46177.9
1024 40887.8 40068.2 42572.6
EOD
$D2 << EOD
64 28636.2 25593.8 32756.3
1024 26858.9 24538.4 30125.4
EOD
$D3 << EOD
64 44271.2 43547.6 45245.4
1024 41148.9 39807.9 43453.7
EOD
set terminal pngcairo noenhanced size 1240,420 font 'sans,10'
set output "msgs_vs_size_ipc_broker.png"
set multiplot layout 1,2 title "Throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
unset logscale y
set format y '%.0f'
set yrange [0.0:53104.585]
set xrange [45.714285714285715:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "zmq-twin" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
unset multiplot
set output
set terminal svg noenhanced size 1240,420 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_size_ipc_broker.svg"
set multiplot layout 1,2 title "Throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("64 B" 64, "1 KiB" 1024) font ',8'
set logscale x 2
unset logscale y
set format y '%.0f'
set yrange [0.0:53104.585]
set xrange [45.714285714285715:1433.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
set title "zmq-twin" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "8 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 clients"
unset multiplot
set output
