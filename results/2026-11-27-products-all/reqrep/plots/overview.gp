reset
$D0 << EOD
8 25047.4 20995.1 25914.7
64 34421.2 33517.1 35108.0
EOD
$D1 << EOD
8 65337.8 63995.1 77258.4
64 92812.5 88081.9 108018.4
EOD
$D2 << EOD
8 20550.3 19814.9 21078.4
64 25405.7 24877.6 25681.1
EOD
$D3 << EOD
8 11087.1 10848.4 12049.7
64 10868.2 10499.7 11079.4
EOD
$D4 << EOD
8 40854.0 38307.2 46063.5
64 35552.9 34750.8 37985.6
EOD
$D5 << EOD
8 14432.1 13771.3 15911.5
64 16162.8 15893.7 16829.9
EOD
$D6 << EOD
8 12467.5 12260.0 12468.8
64 13687.6 13465.7 14902.3
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "overview.png"
set multiplot layout 1,1 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [5249.85:216036.8]
set xrange [5.714285714285714:89.6]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "raw", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nats", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "redis", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "mqtt", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "rabbitmq", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "rabbitmq@acks"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "overview.svg"
set multiplot layout 1,1 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [5249.85:216036.8]
set xrange [5.714285714285714:89.6]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "raw", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nats", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "redis", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "mqtt", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "rabbitmq", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "rabbitmq@acks"
unset multiplot
set output
