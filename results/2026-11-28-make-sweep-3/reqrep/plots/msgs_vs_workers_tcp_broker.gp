reset
$D0 << EOD
8 13115.6 11402.0 15235.4
64 10572.3 9185.4 11074.9
EOD
$D1 << EOD
8 11942.5 11116.4 12160.8
64 9704.0 9586.5 10748.6
EOD
$D2 << EOD
8 10629.1 10448.7 11617.2
64 9161.6 9140.2 9267.5
EOD
$D3 << EOD
8 4947.4 4895.6 6116.9
64 4228.7 3755.0 4304.0
EOD
$D4 << EOD
8 39217.0 31394.9 43311.8
64 41978.1 34139.8 43162.0
EOD
$D5 << EOD
8 11380.5 9609.8 12864.9
64 9489.0 8630.9 9986.0
EOD
$D6 << EOD
8 8850.7 8843.4 8903.8
64 6666.8 5728.8 8269.2
EOD
$D7 << EOD
8 17036.6 14086.9 17146.3
64 11247.3 10308.3 14023.9
EOD
$D8 << EOD
8 6970.7 6780.5 7727.1
64 6424.1 5878.0 7444.8
EOD
set terminal pngcairo noenhanced size 1860,1180 font 'sans,10'
set output "msgs_vs_workers_tcp_broker.png"
set multiplot layout 3,3 title "Throughput against workers (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "workers"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1877.5:86623.6]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "czmq" font ',11'
plot $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "nanomsg" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "nng" font ',11'
plot $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "raw" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "nats" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "redis" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "mqtt" font ',11'
plot $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "rabbitmq" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
unset multiplot
set output
set terminal svg noenhanced size 1860,1180 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_workers_tcp_broker.svg"
set multiplot layout 3,3 title "Throughput against workers (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "workers"
set ylabel "round trips per second"
set xtics ("8" 8, "64" 64) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1877.5:86623.6]
set xrange [5.714285714285714:89.6]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "czmq" font ',11'
plot $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "nanomsg" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "nng" font ',11'
plot $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "raw" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "nats" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "redis" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "mqtt" font ',11'
plot $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
set title "rabbitmq" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 KiB"
unset multiplot
set output
