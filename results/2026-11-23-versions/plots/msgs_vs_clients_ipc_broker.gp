reset
$D0 << EOD
1 1866.6 659.3 2936.8
16 24222.9 6320.6 25168.7
EOD
$D1 << EOD
1 2942.4 2864.5 3469.4
16 21280.4 4387.4 21896.0
EOD
$D2 << EOD
1 1903.6 1252.8 3051.6
16 16734.0 16643.6 22196.2
EOD
$D3 << EOD
1 3047.6 1061.1 3546.4
16 18117.5 7042.9 23148.2
EOD
$D4 << EOD
1 2207.4 2166.7 3232.5
16 21749.9 6979.9 22389.3
EOD
$D5 << EOD
1 3554.2 1447.2 3583.8
16 7326.0 6394.8 25623.7
EOD
$D6 << EOD
1 954.5 586.8 2273.6
16 8156.7 3742.7 8776.1
EOD
$D7 << EOD
1 1520.7 1225.3 2357.1
16 5948.6 4754.5 8639.5
EOD
$D8 << EOD
1 2183.5 653.1 2272.9
16 6450.7 4435.9 6546.0
EOD
$D9 << EOD
1 2043.7 1565.0 2582.9
16 8180.4 4030.0 8236.9
EOD
$D10 << EOD
1 6443.3 4702.8 9764.4
16 77057.6 67072.4 97050.7
EOD
$D11 << EOD
1 8159.4 4733.7 10663.0
16 77306.5 44366.2 86955.8
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "msgs_vs_clients_ipc_broker.png"
set multiplot layout 2,3 title "Throughput against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [293.4:194101.4]
set xrange [0.7142857142857143:22.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "zmq-4.3.5" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nng-1.12.0" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "raw" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_clients_ipc_broker.svg"
set multiplot layout 2,3 title "Throughput against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [293.4:194101.4]
set xrange [0.7142857142857143:22.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "zmq-4.3.5" font ',11'
plot $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nanomsg" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nng" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "nng-1.12.0" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
set title "raw" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB"
unset multiplot
set output
