reset
$D0 << EOD
100 11.206655000000001 7.798783 12.386303
256 26.607615000000003 23.068671 27.262974999999997
512 44.826623 42.729471 45.350911
EOD
$D1 << EOD
100 15.401431 10.979254999999998 17.622276999999997
256 36.269466 32.490638 38.796828
512 61.532927 59.702392999999994 62.434388
EOD
$D2 << EOD
100 10.092543 8.519679 10.485759
256 24.379391 23.986175 27.000830999999998
512 41.943039 40.370175 47.448063000000005
EOD
$D3 << EOD
100 15.282907999999999 11.413290000000002 16.732388
256 36.936838 34.430196 46.192701
512 60.360988 55.908317000000004 65.92688899999999
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
set yrange [0.0:75.81592234999998]
set xrange [71.42857142857143:716.8]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "czmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "czmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq addressed p99"
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
set yrange [0.0:75.81592234999998]
set xrange [71.42857142857143:716.8]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "czmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "czmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq addressed p99"
unset multiplot
set output
