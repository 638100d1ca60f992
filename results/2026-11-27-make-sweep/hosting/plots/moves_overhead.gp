reset
$D0 << EOD
100 3.194879 3.0965749999999996 3.375103
1024 34.340863 30.015487 35.389438999999996
EOD
$D1 << EOD
100 4.287243 3.9921930000000003 8.471763999999999
1024 43.298741 41.46737400000001 45.285784
EOD
$D2 << EOD
100 3.768319 3.719167 3.817471
1024 40.108031000000004 36.438015 43.253758999999995
EOD
$D3 << EOD
100 4.292309 4.236019000000001 4.387307
1024 52.821144999999994 47.605874 58.508068
EOD
$D4 << EOD
100 3.8338550000000002 3.784703 3.883007
512 21.102591 20.709375 22.020095
1024 49.545215 44.040191 53.215231
EOD
$D5 << EOD
100 4.8120389999999995 4.326076 8.306093
512 28.860717 24.263658 32.350515
1024 55.348669 50.467728 64.097555
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "512" 512, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.5482874999999998:128.19511]
set xrange [71.42857142857143:1433.6]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "redis pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "redis pubsub p99"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "512" 512, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1.5482874999999998:128.19511]
set xrange [71.42857142857143:1433.6]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "redis pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "redis pubsub p99"
unset multiplot
set output
