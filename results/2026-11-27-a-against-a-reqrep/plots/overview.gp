reset
$D0 << EOD
8 24646.7 21300.3 25909.8
64 38436.8 38251.0 39348.5
EOD
$D1 << EOD
8 25781.5 22969.0 29347.9
64 39380.1 37830.4 39461.1
EOD
$D2 << EOD
8 27734.6 26877.7 30080.2
64 40887.8 40068.2 42572.6
EOD
$D3 << EOD
8 26858.9 24538.4 30125.4
64 41148.9 39807.9 43453.7
EOD
set terminal pngcairo noenhanced size 1240,420 font 'sans,10'
set output "overview.png"
set multiplot layout 1,2 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
unset logscale y
set format y '%.0f'
set yrange [0.0:49971.75499999999]
set xrange [5.714285714285714:89.6]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq-twin"
set title "IPC, broker" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq-twin"
unset multiplot
set output
set terminal svg noenhanced size 1240,420 dynamic font 'sans,10' background '#ffffff'
set output "overview.svg"
set multiplot layout 1,2 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
unset logscale y
set format y '%.0f'
set yrange [0.0:49971.75499999999]
set xrange [5.714285714285714:89.6]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq-twin"
set title "IPC, broker" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq-twin"
unset multiplot
set output
