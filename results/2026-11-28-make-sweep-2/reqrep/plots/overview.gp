reset
$D0 << EOD
8 13124.5 10921.1 13884.3
64 11314.1 10290.0 11716.7
EOD
$D1 << EOD
8 13098.4 11211.8 13953.9
64 11890.4 10614.3 13056.6
EOD
$D2 << EOD
8 11434.7 8946.0 13352.7
64 9643.9 9440.0 12603.2
EOD
$D3 << EOD
8 5182.8 4992.7 5236.6
64 3850.8 3731.7 5515.9
EOD
$D4 << EOD
8 39200.9 32357.8 46233.6
64 52903.8 40104.7 55641.2
EOD
$D5 << EOD
8 11761.8 10757.6 12404.3
64 10291.8 9547.2 12899.0
EOD
$D6 << EOD
8 8986.8 6730.5 10335.5
64 7989.8 5944.0 8157.9
EOD
$D7 << EOD
8 15882.8 14828.8 17377.9
64 12798.0 12199.8 14023.5
EOD
$D8 << EOD
8 7418.0 5793.4 8181.3
64 6696.0 6145.6 6776.3
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "overview.png"
set multiplot layout 1,1 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "workers"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1865.85:111282.4]
set xrange [5.714285714285714:89.6]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "redis", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "mqtt", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "rabbitmq"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "overview.svg"
set multiplot layout 1,1 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "workers"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1865.85:111282.4]
set xrange [5.714285714285714:89.6]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "raw", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "redis", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "mqtt", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "rabbitmq"
unset multiplot
set output
