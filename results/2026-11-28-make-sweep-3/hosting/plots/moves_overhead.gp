reset
$D0 << EOD
100 10.027007 8.585215 10.158078999999999
256 22.413311 19.398654999999998 24.117247
512 40.370175 37.486591 47.710207000000004
EOD
$D1 << EOD
100 16.95754 12.236824 22.200013
256 30.601604 28.193877 32.009285
512 58.241263 56.582089999999994 71.896858
EOD
$D2 << EOD
100 11.075583 10.878975 13.303807
256 22.544383000000003 20.578303 26.214399
512 41.680895 38.797311 46.137343
EOD
$D3 << EOD
100 16.048344999999998 14.013648 18.126373
256 32.195484 29.761348 40.2378
512 61.540642 58.689934 64.108328
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "256" 256, "512" 512) font ',8'
set logscale x 2
unset logscale y
set format y '%g'
set yrange [0.0:82.68138669999999]
set xrange [71.42857142857143:716.8]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "256" 256, "512" 512) font ',8'
set logscale x 2
unset logscale y
set format y '%g'
set yrange [0.0:82.68138669999999]
set xrange [71.42857142857143:716.8]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99"
unset multiplot
set output
