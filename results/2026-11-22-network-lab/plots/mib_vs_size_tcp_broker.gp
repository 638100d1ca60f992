reset
$D0 << EOD
1024 25.2265 24.6298 25.5108
65536 56.8395 56.8281 56.8614
EOD
$D1 << EOD
1024 13.4177 12.6846 13.4657
65536 56.6797 56.6666 56.8705
EOD
$D2 << EOD
1024 10.1276 9.533 12.5042
65536 56.8357 56.7444 56.8703
EOD
$D3 << EOD
1024 53.1838 46.154 54.5228
65536 56.8915 56.8612 56.8991
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "mib_vs_size_tcp_broker.png"
set multiplot layout 2,2 title "Payload throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("1 KiB" 1024, "64 KiB" 65536) font ',8'
set logscale x 2
unset logscale y
set format y '%g'
set yrange [0.0:65.43396499999999]
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
set output "mib_vs_size_tcp_broker.svg"
set multiplot layout 2,2 title "Payload throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("1 KiB" 1024, "64 KiB" 65536) font ',8'
set logscale x 2
unset logscale y
set format y '%g'
set yrange [0.0:65.43396499999999]
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
