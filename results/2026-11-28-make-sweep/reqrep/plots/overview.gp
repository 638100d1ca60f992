reset
$D0 << EOD
8 10784.4 9882.2 11692.2
64 8880.1 8795.3 10087.7
EOD
$D1 << EOD
8 13300.6 11000.1 13354.2
64 9255.2 9100.5 11385.8
EOD
$D2 << EOD
8 8684.9 7921.9 8835.6
64 8214.9 7623.0 8839.0
EOD
$D3 << EOD
8 5084.1 4469.1 5745.3
64 3469.5 3012.0 3560.2
EOD
$D4 << EOD
8 36888.6 26784.3 39383.4
64 33271.5 32262.5 35726.1
EOD
$D5 << EOD
8 10442.5 10172.0 10583.6
64 8081.0 7311.3 9609.0
EOD
$D6 << EOD
8 7919.2 6552.9 9068.2
64 6621.9 5259.2 8362.1
EOD
$D7 << EOD
8 14119.5 13820.0 16869.6
64 11397.0 10898.6 12126.4
EOD
$D8 << EOD
8 5793.2 5521.5 6241.9
64 5592.7 4873.7 6086.7
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
set yrange [1506.0:78766.8]
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
set yrange [1506.0:78766.8]
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
