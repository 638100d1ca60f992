reset
$D0 << EOD
1 6364.6 5947.0 6467.9
8 29530.5 28736.2 30041.7
64 41350.8 40664.4 42733.3
EOD
$D1 << EOD
1 6168.0 5015.9 6309.9
8 27236.0 26991.2 28871.5
64 40206.6 34306.9 40716.2
EOD
$D2 << EOD
1 15081.6 12229.8 15461.5
8 78876.0 75450.5 91084.6
64 104073.7 101461.1 110173.8
EOD
$D3 << EOD
1 14002.3 12505.7 14520.5
8 70775.9 59161.5 74539.7
64 102107.7 100765.5 105680.0
EOD
$D4 << EOD
1 7942.0 6303.5 8517.5
8 26673.8 26527.2 27833.1
64 34706.5 34356.4 35219.3
EOD
$D5 << EOD
1 7705.9 6348.9 7744.2
8 26396.4 22865.6 27759.9
64 31777.9 30610.9 32102.3
EOD
$D6 << EOD
1 8249.1 6776.6 8997.8
8 25032.5 23647.0 25443.4
64 18827.0 15653.0 23100.9
EOD
$D7 << EOD
1 9011.2 7391.8 10449.6
8 18203.4 16524.7 21445.2
64 16752.2 15927.7 21867.1
EOD
$D8 << EOD
1 12468.4 10573.0 12848.3
8 40304.7 39827.4 42412.0
64 40107.3 36365.1 40307.3
EOD
$D9 << EOD
1 11434.8 10938.5 11614.5
8 39239.8 30667.9 39706.6
64 37001.1 36634.7 40514.0
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "msgs_vs_clients_tcp_broker.png"
set multiplot layout 2,3 title "Throughput against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [2507.95:220347.6]
set xrange [0.7142857142857143:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "raw" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nats" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "redis" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "mqtt" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_clients_tcp_broker.svg"
set multiplot layout 2,3 title "Throughput against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [2507.95:220347.6]
set xrange [0.7142857142857143:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "raw" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nats" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "redis" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "mqtt" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
unset multiplot
set output
