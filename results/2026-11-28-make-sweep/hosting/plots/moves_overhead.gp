reset
$D0 << EOD
100 9.633790999999999 9.240575000000002 11.468799
256 25.427967 25.165823 30.277631
512 46.399487 45.613055 53.739519
EOD
$D1 << EOD
100 17.390601999999998 15.618308 22.50164
256 46.274905 33.762524 61.123870000000004
512 73.136974 71.426976 93.77008900000001
EOD
$D2 << EOD
100 11.862015 11.206655000000001 12.451839
256 30.146559 23.199742999999998 31.064062999999997
EOD
$D3 << EOD
100 17.847720000000002 16.511273000000003 19.054683
256 46.945072999999994 38.938383 62.940847999999995
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
set logscale y 10
set format y '%.0s%c'
set yrange [4.620287500000001:187.54017800000003]
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
set logscale y 10
set format y '%.0s%c'
set yrange [4.620287500000001:187.54017800000003]
set xrange [71.42857142857143:716.8]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99"
unset multiplot
set output
