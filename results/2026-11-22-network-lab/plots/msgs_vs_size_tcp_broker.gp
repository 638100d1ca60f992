reset
$D0 << EOD
1024 25832.0 25220.9 26123.1
65536 909.4 909.2 909.8
EOD
$D1 << EOD
1024 13739.8 12989.0 13788.9
65536 906.9 906.7 909.9
EOD
$D2 << EOD
1024 10370.6 9761.7 12804.3
65536 909.4 907.9 909.9
EOD
$D3 << EOD
1024 54460.2 47261.7 55831.4
65536 910.3 909.8 910.4
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "msgs_vs_size_tcp_broker.png"
set multiplot layout 2,2 title "Throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("1 KiB" 1024, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [453.35:111662.8]
set xrange [731.4285714285714:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "16 clients"
set title "nanomsg" font ',11'
plot $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "16 clients"
set title "nng" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "16 clients"
set title "raw" font ',11'
plot $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "16 clients"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_size_tcp_broker.svg"
set multiplot layout 2,2 title "Throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("1 KiB" 1024, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [453.35:111662.8]
set xrange [731.4285714285714:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "16 clients"
set title "nanomsg" font ',11'
plot $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "16 clients"
set title "nng" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "16 clients"
set title "raw" font ',11'
plot $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "16 clients"
unset multiplot
set output
