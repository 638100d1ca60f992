reset
$D0 << EOD
1 2561.4 408.5 3718.9
16 21439.0 17557.4 23251.0
EOD
$D1 << EOD
1 2923.6 2424.7 3339.9
16 13242.7 12482.7 21648.9
EOD
$D2 << EOD
1 3098.6 2973.4 4297.3
16 17579.8 15752.4 22053.3
EOD
$D3 << EOD
1 2163.5 644.1 2947.9
16 7945.7 7097.8 9604.9
EOD
$D4 << EOD
1 2239.0 655.8 2753.1
16 6863.5 5097.8 8865.3
EOD
$D5 << EOD
1 6420.7 2212.8 9444.3
16 56517.5 24205.6 79975.2
EOD
$D6 << EOD
1 2942.4 2864.5 3469.4
16 21280.4 4387.4 21896.0
EOD
$D7 << EOD
1 3047.6 1061.1 3546.4
16 18117.5 7042.9 23148.2
EOD
$D8 << EOD
1 3554.2 1447.2 3583.8
16 7326.0 6394.8 25623.7
EOD
$D9 << EOD
1 1520.7 1225.3 2357.1
16 5948.6 4754.5 8639.5
EOD
$D10 << EOD
1 2043.7 1565.0 2582.9
16 8180.4 4030.0 8236.9
EOD
$D11 << EOD
1 8159.4 4733.7 10663.0
16 77306.5 44366.2 86955.8
EOD
set terminal pngcairo noenhanced size 1240,420 font 'sans,10'
set output "overview.png"
set multiplot layout 1,2 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [204.25:173911.6]
set xrange [0.7142857142857143:22.4]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq-4.3.5", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nng-1.12.0", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "raw"
set title "IPC, broker" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq-4.3.5", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nng-1.12.0", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "raw"
unset multiplot
set output
set terminal svg noenhanced size 1240,420 dynamic font 'sans,10' background '#ffffff'
set output "overview.svg"
set multiplot layout 1,2 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [204.25:173911.6]
set xrange [0.7142857142857143:22.4]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq-4.3.5", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nng-1.12.0", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "raw"
set title "IPC, broker" font ',11'
plot $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq-4.3.5", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nng-1.12.0", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "raw"
unset multiplot
set output
