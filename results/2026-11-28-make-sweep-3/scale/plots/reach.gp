reset
$D0 << EOD
430.54432821373604 0 362.28734586589167 440.3420510400025
EOD
$D1 << EOD
405.7590985338198 1 401.6384064266113 419.9747093036479
EOD
$D2 << EOD
341.26954922840184 2 323.7374149671827 351.5636186869178
EOD
$D3 << EOD
320.5372773898726 3 310.1545677510391 328.45064183062925
EOD
$D4 << EOD
278.6923627341197 4 245.12819944668115 302.63923596486484
EOD
$D5 << EOD
278.594232195285 5 260.52876611608025 298.5680082347278
EOD
$D6 << EOD
276.5863121593 6 266.40477896670626 281.3791721312755
EOD
$D7 << EOD
273.9011255245455 7 259.6738368500903 313.1000910420936
EOD
$D8 << EOD
231.29514072690188 8 218.25093263920812 251.1133770717344
EOD
$D9 << EOD
214.4125558434394 9 204.35805005038247 246.55628914709857
EOD
$D10 << EOD
214.27012381850673 10 192.3574091299769 219.1781700326405
EOD
$D11 << EOD
205.2148508738692 11 185.4411709918594 222.2143882686806
EOD
$D12 << EOD
493.18309716480286 0 "430"
470.3716744200857 1 "410, 94% of the floor's"
393.75125292934797 2 "340, 79% of the floor's"
367.86471885030477 3 "320, 74% of the floor's"
338.9559442806486 4 "280, 65% of the floor's"
334.3961692228952 5 "280, 65% of the floor's"
315.1446727870286 6 "280, 64% of the floor's"
350.67210196714484 7 "270, 64% of the floor's"
281.24698232034257 8 "230, 54% of the floor's"
276.1430438447504 9 "210, 50% of the floor's"
245.4795504365574 10 "210, 50% of the floor's"
248.8801148609223 11 "210, 48% of the floor's"
EOD
set terminal pngcairo noenhanced size 900,540 font 'sans,10'
set output "reach.png"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 2–5\ntrials (until settled)" at screen 0.5, screen 0.9593 center font ',12'
set tmargin at screen 0.8852
unset key
set logscale x 10
set xrange [55.55555555555556:1280.0]
set yrange [11.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000) font ',9'
set ytics ("raw pubsub (floor)" 0, "raw@uring pubsub (floor)" 1, "zmq addressed" 2, "czmq addressed" 3, "redis pubsub" 4, "zmq pubsub" 5, "redis reply" 6, "czmq pubsub" 7, "nats reply" 8, "mqtt reply" 9, "nats pubsub" 10, "mqtt pubsub" 11) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.2611
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.0593 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D12 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,540 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 2–5\ntrials (until settled)" at screen 0.5, screen 0.9593 center font ',12'
set tmargin at screen 0.8852
unset key
set logscale x 10
set xrange [55.55555555555556:1280.0]
set yrange [11.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000) font ',9'
set ytics ("raw pubsub (floor)" 0, "raw@uring pubsub (floor)" 1, "zmq addressed" 2, "czmq addressed" 3, "redis pubsub" 4, "zmq pubsub" 5, "redis reply" 6, "czmq pubsub" 7, "nats reply" 8, "mqtt reply" 9, "nats pubsub" 10, "mqtt pubsub" 11) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.2611
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.0593 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D12 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
