reset
$D0 << EOD
8 28828.1 24833.4 30239.5
64 42750.8 41247.4 43940.7
EOD
$D1 << EOD
8 24646.7 21300.3 25909.8
64 38436.8 38251.0 39348.5
EOD
$D2 << EOD
8 26999.5 25788.3 28704.7
64 42878.5 39019.5 43267.8
EOD
$D3 << EOD
8 25781.5 22969.0 29347.9
64 39380.1 37830.4 39461.1
EOD
set terminal pngcairo noenhanced size 1240,420 font 'sans,10'
set output "msgs_vs_clients_tcp_broker.png"
set multiplot layout 1,2 title "Throughput against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
unset logscale y
set format y '%.0f'
set yrange [0.0:50531.80499999999]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "zmq-twin" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
unset multiplot
set output
set terminal svg noenhanced size 1240,420 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_clients_tcp_broker.svg"
set multiplot layout 1,2 title "Throughput against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
unset logscale y
set format y '%.0f'
set yrange [0.0:50531.80499999999]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "zmq-twin" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
unset multiplot
set output
