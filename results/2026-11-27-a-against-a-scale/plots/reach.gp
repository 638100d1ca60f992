reset
$D0 << EOD
898.6602839105473 0 879.8953680800505 937.124719677516
EOD
$D1 << EOD
894.8564328144869 1 887.2929983176266 932.4063733866782
EOD
$D2 << EOD
1049.5796860388182 0 "900"
1044.2951381930798 1 "890"
EOD
set terminal pngcairo noenhanced size 900,210 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–8 trials (until settled)" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:2342.81179919379]
set yrange [1.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("zmq-twin pubsub" 0, "zmq pubsub" 1) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D1 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,210 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–8 trials (until settled)" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:2342.81179919379]
set yrange [1.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("zmq-twin pubsub" 0, "zmq pubsub" 1) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D1 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
