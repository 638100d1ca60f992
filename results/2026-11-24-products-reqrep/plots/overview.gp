reset
$D0 << EOD
1 6168.0 5015.9 6309.9
8 27236.0 26991.2 28871.5
64 40206.6 34306.9 40716.2
EOD
$D1 << EOD
1 14002.3 12505.7 14520.5
8 70775.9 59161.5 74539.7
64 102107.7 100765.5 105680.0
EOD
$D2 << EOD
1 7705.9 6348.9 7744.2
8 26396.4 22865.6 27759.9
64 31777.9 30610.9 32102.3
EOD
$D3 << EOD
1 9011.2 7391.8 10449.6
8 18203.4 16524.7 21445.2
64 16752.2 15927.7 21867.1
EOD
$D4 << EOD
1 11434.8 10938.5 11614.5
8 39239.8 30667.9 39706.6
64 37001.1 36634.7 40514.0
EOD
$D5 << EOD
1 7043.8 6990.1 7058.6
8 25267.0 24836.2 31873.8
64 43110.5 40257.8 43670.4
EOD
$D6 << EOD
1 25946.0 18902.4 26715.9
8 85504.5 74765.3 86580.1
64 101416.7 88145.8 108526.9
EOD
$D7 << EOD
1 10222.3 9953.9 10355.0
8 18477.0 15785.2 21494.5
64 19834.7 15125.2 40715.2
EOD
$D8 << EOD
1 14617.1 14093.5 14776.1
8 50666.3 39955.1 52635.7
64 48322.9 45364.9 58579.0
EOD
set terminal pngcairo noenhanced size 1240,420 font 'sans,10'
set output "overview.png"
set multiplot layout 1,2 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [2507.95:217053.8]
set xrange [0.7142857142857143:89.6]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "raw", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nats", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "redis", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "mqtt"
set title "IPC, broker" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "raw", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "redis", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "mqtt"
unset multiplot
set output
set terminal svg noenhanced size 1240,420 dynamic font 'sans,10' background '#ffffff'
set output "overview.svg"
set multiplot layout 1,2 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [2507.95:217053.8]
set xrange [0.7142857142857143:89.6]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "raw", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nats", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "redis", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "mqtt"
set title "IPC, broker" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "raw", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "redis", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "mqtt"
unset multiplot
set output
