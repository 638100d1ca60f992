reset
$D0 << EOD
977.0588990578428 0 900.0092482124132 1054.4000818493648
EOD
$D1 << EOD
821.9339338815787 1 782.241129003754 934.9074785995839
EOD
$D2 << EOD
594.7596136879871 2 582.005671719278 629.5824025829744
EOD
$D3 << EOD
1180.9280916712887 0 "980"
1047.096376031534 1 "820"
705.1322908929313 2 "590"
EOD
set terminal pngcairo noenhanced size 900,240 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–5 trials (until settled)" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:2636.000204623412]
set yrange [2.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("zmq addressed" 0, "czmq addressed" 1, "redis pubsub" 2) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D3 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,240 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–5 trials (until settled)" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:2636.000204623412]
set yrange [2.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("zmq addressed" 0, "czmq addressed" 1, "redis pubsub" 2) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D3 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
