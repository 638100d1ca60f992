reset
$D0 << EOD
16 25832.0 25220.9 26123.1
EOD
$D1 << EOD
16 909.4 909.2 909.8
EOD
$D2 << EOD
16 13739.8 12989.0 13788.9
EOD
$D3 << EOD
16 906.9 906.7 909.9
EOD
$D4 << EOD
16 10370.6 9761.7 12804.3
EOD
$D5 << EOD
16 909.4 907.9 909.9
EOD
$D6 << EOD
16 54460.2 47261.7 55831.4
EOD
$D7 << EOD
16 910.3 909.8 910.4
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "msgs_vs_clients_tcp_broker.png"
set multiplot layout 2,2 title "Throughput against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [453.35:111662.8]
set xrange [11.428571428571429:22.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 KiB"
set title "nanomsg" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 KiB"
set title "nng" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 KiB"
set title "raw" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 KiB"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_clients_tcp_broker.svg"
set multiplot layout 2,2 title "Throughput against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [453.35:111662.8]
set xrange [11.428571428571429:22.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 KiB"
set title "nanomsg" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 KiB"
set title "nng" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 KiB"
set title "raw" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "64 KiB"
unset multiplot
set output
